/**
 * The geometry stage exact interpolation needs where the host lacks fragment barycentrics
 * (ir/stage-io.ts, GEOMETRY_LOCATIONS): a pass-through of each input triangle that gives every
 * fragment the primitive's three vertex values of each attribute it reads (flat outputs, equal at the
 * three vertices) and the host's barycentric weights, as outputs worth (1,0,0), (0,1,0), (0,0,1) at
 * vertices 0, 1, 2 that the rasterizer interpolates with the fragment input's qualifiers.
 * Position and the clip and cull distances the vertex program writes are forwarded.
 * Vertex order: the triangle is emitted as it arrives (gl_in order: Vulkan's vertex order of the
 * topology, vertex 0 the provoking vertex in first-vertex mode), so the fragment's vertex v is the
 * input primitive's vertex v.
 */
import { SpirvBuilder } from './builder.js';

/** What the generated geometry stage copies and which weights it gives (a pixel result's plan). */
export interface GeometryStagePlan {
  /** The vertex program's parameter `parameter` at vertex v goes to the flat output `locations[v]`. */
  readonly attributes: readonly {
    readonly parameter: number;
    readonly locations: readonly [number, number, number];
  }[];
  /** Barycentric weights, a vec3 at `location`, interpolated as the fragment input says. */
  readonly barycentrics: readonly {
    readonly location: number;
    readonly interpolation: 'smooth' | 'noperspective';
    readonly sampling: 'center' | 'centroid' | 'sample';
  }[];
}

/** The clip and cull distances the vertex program writes, which the stage forwards. */
export interface GeometryDistances {
  readonly clip: number;
  readonly cull: number;
}

/**
 * The SPIR-V 1.3 geometry module of `plan` (entry point `main`), forwarding Position and the vertex
 * program's `distances`.
 */
export function emitGeometryStage(
  plan: GeometryStagePlan,
  distances: GeometryDistances = { clip: 0, cull: 0 },
): Uint32Array {
  const b = new SpirvBuilder({ major: 1, minor: 3 });
  b.capability('Shader');
  b.capability('Geometry');
  const tVoid = b.intern('OpTypeVoid', []);
  const tFn = b.intern('OpTypeFunction', [tVoid]);
  const f32 = b.intern('OpTypeFloat', [32]);
  const u32 = b.intern('OpTypeInt', [32, 0]);
  const vec4 = b.intern('OpTypeVector', [f32, 4]);
  const vec3 = b.intern('OpTypeVector', [f32, 3]);
  const uconst = (x: number): number => b.intern('OpConstant', [u32, x]);
  const fconst = (x: number): number => b.intern('OpConstant', [f32, x === 1 ? 0x3f80_0000 : 0]);
  const inArray = b.intern('OpTypeArray', [vec4, uconst(3)]);
  const pInArray = b.intern('OpTypePointer', ['Input', inArray]);
  const pInVec4 = b.intern('OpTypePointer', ['Input', vec4]);
  const pOutVec4 = b.intern('OpTypePointer', ['Output', vec4]);
  const pOutVec3 = b.intern('OpTypePointer', ['Output', vec3]);
  const iface: number[] = [];
  const variable = (type: number, storage: 'Input' | 'Output', name: string): number => {
    const id = b.id();
    b.emit('globals', 'OpVariable', [type, id, storage]);
    b.emit('debug', 'OpName', [id, name]);
    iface.push(id);
    return id;
  };
  const decorate = (id: number, ...decoration: (string | number)[]): void => {
    b.emit('annotations', 'OpDecorate', [id, ...decoration]);
  };

  const positionIn = variable(pInArray, 'Input', 'position_in');
  decorate(positionIn, 'BuiltIn', 'Position');
  const positionOut = variable(pOutVec4, 'Output', 'position_out');
  decorate(positionOut, 'BuiltIn', 'Position');
  // Each distance array: float[n] per vertex in, float[n] out, copied whole.
  const forwarded = (['ClipDistance', 'CullDistance'] as const).flatMap((builtin) => {
    const count = builtin === 'ClipDistance' ? distances.clip : distances.cull;
    if (count === 0) return [];
    b.capability(builtin);
    const one = b.intern('OpTypeArray', [f32, uconst(count)]);
    const input = variable(
      b.intern('OpTypePointer', ['Input', b.intern('OpTypeArray', [one, uconst(3)])]),
      'Input',
      `${builtin}_in`,
    );
    decorate(input, 'BuiltIn', builtin);
    const output = variable(b.intern('OpTypePointer', ['Output', one]), 'Output', `${builtin}_out`);
    decorate(output, 'BuiltIn', builtin);
    return [{ input, output, type: one, pointer: b.intern('OpTypePointer', ['Input', one]) }];
  });
  const copies = plan.attributes.map((a) => {
    const input = variable(pInArray, 'Input', `param${a.parameter}`);
    decorate(input, 'Location', a.parameter);
    const outputs = a.locations.map((location, v) => {
      const out = variable(pOutVec4, 'Output', `param${a.parameter}_v${v}`);
      decorate(out, 'Location', location);
      decorate(out, 'Flat');
      return out;
    });
    return { input, outputs };
  });
  const weights = plan.barycentrics.map((s) => {
    const out = variable(pOutVec3, 'Output', `weights${s.location}`);
    decorate(out, 'Location', s.location);
    if (s.interpolation === 'noperspective') decorate(out, 'NoPerspective');
    return out;
  });
  const corner = [0, 1, 2].map((v) =>
    b.intern('OpConstantComposite', [vec3, ...[0, 1, 2].map((c) => fconst(c === v ? 1 : 0))]),
  );

  const main = b.id();
  b.emit('functions', 'OpFunction', [tVoid, main, 'None', tFn]);
  b.emit('functions', 'OpLabel', [b.id()]);
  const load = (array: number, vertex: number): number => {
    const p = b.id();
    b.emit('functions', 'OpAccessChain', [pInVec4, p, array, uconst(vertex)]);
    const x = b.id();
    b.emit('functions', 'OpLoad', [vec4, x, p]);
    return x;
  };
  // Every vertex's value of each attribute, loaded once and written at all three vertices.
  const values = copies.map((c) => [0, 1, 2].map((v) => load(c.input, v)));
  for (let vertex = 0; vertex < 3; vertex++) {
    b.emit('functions', 'OpStore', [positionOut, load(positionIn, vertex)]);
    for (const d of forwarded) {
      const p = b.id();
      b.emit('functions', 'OpAccessChain', [d.pointer, p, d.input, uconst(vertex)]);
      const x = b.id();
      b.emit('functions', 'OpLoad', [d.type, x, p]);
      b.emit('functions', 'OpStore', [d.output, x]);
    }
    copies.forEach((c, k) => {
      c.outputs.forEach((out, v) => {
        b.emit('functions', 'OpStore', [out, (values[k] as number[])[v] as number]);
      });
    });
    for (const out of weights) b.emit('functions', 'OpStore', [out, corner[vertex] as number]);
    b.emit('functions', 'OpEmitVertex', []);
  }
  b.emit('functions', 'OpEndPrimitive', []);
  b.emit('functions', 'OpReturn', []);
  b.emit('functions', 'OpFunctionEnd', []);
  b.emit('memoryModel', 'OpMemoryModel', ['Logical', 'GLSL450']);
  b.emit('entryPoints', 'OpEntryPoint', ['Geometry', main, 'main', ...iface]);
  for (const mode of [['Triangles'], ['Invocations', 1], ['OutputTriangleStrip'], ['OutputVertices', 3]])
    b.emit('executionModes', 'OpExecutionMode', [main, ...mode]);
  b.emit('debug', 'OpName', [main, 'main']);
  return b.words();
}
