'use client';

import { OrbitControls } from '@react-three/drei';
import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, type ComponentRef, type RefObject } from 'react';
import {
  BoxGeometry,
  DataTexture,
  DoubleSide,
  EdgesGeometry,
  LinearFilter,
  PerspectiveCamera,
  Plane,
  RGBAFormat,
  SRGBColorSpace,
  UnsignedByteType,
  Vector3,
} from 'three';
import { paintRgba } from '@/lib/calculators/par-distribution/color-scale';
import { beamRadii } from '@/lib/calculators/par-distribution/map-geometry';
import type { SceneData, SceneFixture } from './scene-types';

/** Scene units are metres; the inputs are cm. */
const M = 0.01;
/** Glass drawn this far above the water line (m). */
const RIM = 0.05;
/** The camera looks at the tank from the front right, above: this direction from the centre (normalised). */
const VIEW = new Vector3(0.35, 0.6, 0.95).normalize();
const FOV = 40;

type Controls = ComponentRef<typeof OrbitControls>;

/**
 * The tank in 3D (the only module that imports three): glass, water, the fixtures with their half-intensity beam
 * cones (bent at the surface like the model), and the PAR surface at the mapped depth in the heat map's colours.
 * Renders on demand: a frame only when the inputs change or the view is orbited.
 *
 * It never traps the page: the wheel scrolls the page unless Ctrl or ⌘ is held (or a trackpad pinches, which
 * sends Ctrl+wheel), and on a touch screen a vertical swipe scrolls (touch-action: pan-y) while a sideways drag
 * turns the tank and two fingers pinch to zoom. The beams are clipped to the tank (walls and sand), and the camera
 * is placed so that the whole tank and its fixtures fit the canvas at its aspect ratio.
 */
export function ParScene({ data, onReady }: { data: SceneData; onReady?: () => void }) {
  const L = data.lengthCm * M;
  const W = data.widthCm * M;
  const H = data.waterDepthCm * M;
  const top = Math.max(0, ...data.fixtures.map((f) => f.heightCm * M));
  const controls = useRef<Controls>(null);
  // Beams stay inside the glass and above the sand (planes keep the side their normal points to).
  const clip = useMemo(
    () => [
      new Plane(new Vector3(-1, 0, 0), L / 2),
      new Plane(new Vector3(1, 0, 0), L / 2),
      new Plane(new Vector3(0, 0, -1), W / 2),
      new Plane(new Vector3(0, 0, 1), W / 2),
      new Plane(new Vector3(0, 1, 0), 0),
    ],
    [L, W],
  );
  const centreY = (H + Math.max(top, RIM)) / 2;
  return (
    <Canvas
      frameloop="demand"
      flat
      dpr={[1, 2]}
      camera={{ fov: FOV, near: 0.005, far: 50 }}
      className="touch-pan-y! [&_canvas]:touch-pan-y!"
      onCreated={({ gl }) => {
        gl.localClippingEnabled = true;
        onReady?.();
      }}
    >
      <TankOutline L={L} W={W} T={H + RIM} />
      <mesh rotation-x={-Math.PI / 2}>
        <planeGeometry args={[L, W]} />
        <meshBasicMaterial color="#d6c7a1" side={DoubleSide} />
      </mesh>
      <mesh position={[0, H / 2, 0]}>
        <boxGeometry args={[L, H, W]} />
        <meshBasicMaterial color="#38bdf8" transparent opacity={0.1} depthWrite={false} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position={[0, H, 0]}>
        <planeGeometry args={[L, W]} />
        <meshBasicMaterial color="#7dd3fc" transparent opacity={0.15} side={DoubleSide} depthWrite={false} />
      </mesh>
      <ParSurface data={data} L={L} W={W} y={Math.max(H - data.depthCm * M, 0.002)} />
      {data.fixtures.map((f, i) => (
        <Fixture key={i} f={f} L={L} W={W} H={H} depthCm={data.depthCm} nWater={data.nWater} refraction={data.refraction} clip={clip} />
      ))}
      <OrbitControls ref={controls} makeDefault target={[0, centreY, 0]} enableDamping={false} enableZoom={false} />
      <PageFriendlyControls controls={controls} />
      <FitCamera L={L} W={W} T={H + Math.max(top, RIM)} centreY={centreY} controls={controls} />
    </Canvas>
  );
}

/**
 * Zoom only on purpose: a wheel without Ctrl/⌘ goes to the page (OrbitControls neither zooms nor calls
 * preventDefault while enableZoom is off), Ctrl/⌘+wheel and a trackpad pinch zoom, and so does a two-finger pinch
 * on a touch screen. Listens in the capture phase, before OrbitControls, on the element the controls are connected
 * to (r3f's event source, which it sets after the first render). A vertical swipe scrolls the page: that is the
 * Canvas's `touch-action` class, marked important because OrbitControls writes `touch-action: none` inline.
 */
function PageFriendlyControls({ controls }: { controls: RefObject<Controls | null> }) {
  const get = useThree((s) => s.get);
  const connected = useThree((s) => s.events.connected as unknown);
  useEffect(() => {
    const { events, gl } = get();
    const el = (events.connected as HTMLElement | undefined) ?? gl.domElement;
    const onWheel = (e: WheelEvent) => {
      if (controls.current) controls.current.enableZoom = e.ctrlKey || e.metaKey;
    };
    const onPointerDown = (e: PointerEvent) => {
      if (controls.current) controls.current.enableZoom = e.pointerType === 'touch';
    };
    el.addEventListener('wheel', onWheel, { capture: true, passive: true });
    el.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
    return () => {
      el.removeEventListener('wheel', onWheel, { capture: true });
      el.removeEventListener('pointerdown', onPointerDown, { capture: true });
    };
  }, [get, controls, connected]);
  return null;
}

/**
 * Places the camera along VIEW at the distance where the tank's bounding sphere fits both the vertical and the
 * horizontal field of view, so a narrow (phone) canvas shows the whole tank. Runs when the canvas or the tank's
 * size changes, not when only the light does, so an orbited view is kept while the inputs change.
 */
function FitCamera({
  L,
  W,
  T,
  centreY,
  controls,
}: {
  L: number;
  W: number;
  T: number;
  centreY: number;
  controls: RefObject<Controls | null>;
}) {
  const get = useThree((s) => s.get);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const { camera } = get();
    if (!(camera instanceof PerspectiveCamera) || width <= 0 || height <= 0) return;
    const radius = Math.hypot(L, W, T) / 2;
    const vertical = (camera.fov * Math.PI) / 180;
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * (width / height));
    const distance = (radius / Math.sin(Math.min(vertical, horizontal) / 2)) * 1.02;
    const centre = new Vector3(0, centreY, 0);
    camera.position.copy(centre).addScaledVector(VIEW, distance);
    camera.near = distance / 100;
    camera.far = distance * 10;
    camera.lookAt(centre);
    camera.updateProjectionMatrix();
    controls.current?.target.copy(centre);
    controls.current?.update();
    invalidate();
  }, [get, width, height, L, W, T, centreY, controls, invalidate]);
  return null;
}

function TankOutline({ L, W, T }: { L: number; W: number; T: number }) {
  const edges = useMemo(() => {
    const box = new BoxGeometry(L, T, W);
    const e = new EdgesGeometry(box);
    box.dispose();
    return e;
  }, [L, W, T]);
  useEffect(() => () => edges.dispose(), [edges]);
  return (
    <lineSegments geometry={edges} position={[0, T / 2, 0]}>
      <lineBasicMaterial color="#64748b" />
    </lineSegments>
  );
}

/** The map plane: the same RGBA as the heat map as a texture; rotated so texture row 0 lies at the back wall. */
function ParSurface({ data, L, W, y }: { data: SceneData; L: number; W: number; y: number }) {
  const { grid, nx, ny, scaleMax } = data;
  const texture = useMemo(() => {
    const rgba = new Uint8Array(nx * ny * 4);
    paintRgba(grid, scaleMax, rgba);
    const tex = new DataTexture(rgba, nx, ny, RGBAFormat, UnsignedByteType);
    tex.colorSpace = SRGBColorSpace;
    tex.magFilter = LinearFilter;
    tex.minFilter = LinearFilter;
    tex.generateMipmaps = false;
    tex.needsUpdate = true;
    return tex;
  }, [grid, nx, ny, scaleMax]);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <mesh rotation-x={Math.PI / 2} position={[0, y, 0]}>
      <planeGeometry args={[L, W]} />
      <meshBasicMaterial map={texture} side={DoubleSide} transparent opacity={0.95} />
    </mesh>
  );
}

function Fixture({
  f,
  L,
  W,
  H,
  depthCm,
  nWater,
  refraction,
  clip,
}: {
  f: SceneFixture;
  L: number;
  W: number;
  H: number;
  depthCm: number;
  nWater: number;
  refraction: boolean;
  clip: Plane[];
}) {
  const h = f.heightCm * M;
  const z = depthCm * M;
  const r = beamRadii(f.heightCm, depthCm, f.beamDeg, nWater, refraction);
  return (
    <group position={[f.xCm * M - L / 2, H + h, f.yCm * M - W / 2]}>
      <mesh position={[0, 0.008, 0]}>
        <boxGeometry args={[0.06, 0.016, 0.06]} />
        <meshBasicMaterial color="#f8fafc" />
      </mesh>
      <mesh position={[0, -h / 2, 0]}>
        <coneGeometry args={[r.surfaceCm * M, h, 32, 1, true]} />
        <meshBasicMaterial color="#fde047" transparent opacity={0.14} side={DoubleSide} depthWrite={false} clippingPlanes={clip} />
      </mesh>
      {z > 0 ? (
        <mesh position={[0, -h - z / 2, 0]}>
          <cylinderGeometry args={[r.surfaceCm * M, r.depthCm * M, z, 32, 1, true]} />
          <meshBasicMaterial color="#fde047" transparent opacity={0.1} side={DoubleSide} depthWrite={false} clippingPlanes={clip} />
        </mesh>
      ) : null}
    </group>
  );
}
