// Canvas geometry arrives in logical pixels (y down); `sdf` carries what the fragment shader
// needs to anti-alias: a point (u, v) relative to a centre and an outer and inner radius.
layout(location = 0) in vec2 in_pos;
layout(location = 1) in vec4 in_sdf;
layout(location = 2) in vec4 in_color;

uniform vec2 u_viewport;  // logical size of the target

out vec4 v_sdf;
out vec4 v_color;

void main() {
    vec2 ndc = vec2(in_pos.x / u_viewport.x * 2.0 - 1.0, 1.0 - in_pos.y / u_viewport.y * 2.0);
    gl_Position = vec4(ndc, 0.0, 1.0);
    v_sdf = in_sdf;
    v_color = in_color;
}
