'use client';

import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BoxGeometry, DataTexture, DoubleSide, EdgesGeometry, LinearFilter, RGBAFormat, SRGBColorSpace, UnsignedByteType } from 'three';
import { paintRgba } from '@/lib/calculators/par-distribution/color-scale';
import { beamRadii } from '@/lib/calculators/par-distribution/map-geometry';
import type { SceneData, SceneFixture } from './scene-types';

/** Scene units are metres; the inputs are cm. */
const M = 0.01;
/** Glass drawn this far above the water line (m). */
const RIM = 0.05;

/**
 * The tank in 3D (the only module that imports three): glass, water, the fixtures with their half-intensity beam
 * cones (bent at the surface like the model), and the PAR surface at the mapped depth in the heat map's colours.
 * Renders on demand: a frame only when the inputs change or the view is orbited.
 */
export function ParScene({ data, onReady }: { data: SceneData; onReady?: () => void }) {
  const L = data.lengthCm * M;
  const W = data.widthCm * M;
  const H = data.waterDepthCm * M;
  const top = Math.max(0, ...data.fixtures.map((f) => f.heightCm * M));
  const d = Math.max(L, W, H + top) * 1.15;
  return (
    <Canvas
      frameloop="demand"
      flat
      dpr={[1, 2]}
      camera={{ position: [d * 0.35, H + d * 0.6, d * 0.95], fov: 40, near: 0.005, far: 50 }}
      onCreated={() => onReady?.()}
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
        <Fixture key={i} f={f} L={L} W={W} H={H} depthCm={data.depthCm} nWater={data.nWater} refraction={data.refraction} />
      ))}
      <OrbitControls makeDefault target={[0, H / 2, 0]} enableDamping={false} />
    </Canvas>
  );
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
}: {
  f: SceneFixture;
  L: number;
  W: number;
  H: number;
  depthCm: number;
  nWater: number;
  refraction: boolean;
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
        <meshBasicMaterial color="#fde047" transparent opacity={0.14} side={DoubleSide} depthWrite={false} />
      </mesh>
      {z > 0 ? (
        <mesh position={[0, -h - z / 2, 0]}>
          <cylinderGeometry args={[r.surfaceCm * M, r.depthCm * M, z, 32, 1, true]} />
          <meshBasicMaterial color="#fde047" transparent opacity={0.1} side={DoubleSide} depthWrite={false} />
        </mesh>
      ) : null}
    </group>
  );
}
