// Coverage from a signed distance: d = |(u, v)| must lie between the inner and outer radius.
// Lines use (across, 0, half_width, -inf), disks (dx, dy, r, -inf), rings (dx, dy, r + w/2,
// r - w/2), plain fills (0, 0, +inf, -inf). The ramp is one physical pixel wide.
in vec4 v_sdf;
in vec4 v_color;

uniform float u_pixel_scale;  // physical pixels per logical pixel

out vec4 frag_color;

void main() {
    float d = length(v_sdf.xy);
    float outer = clamp((v_sdf.z - d) * u_pixel_scale + 0.5, 0.0, 1.0);
    float inner = clamp((d - v_sdf.w) * u_pixel_scale + 0.5, 0.0, 1.0);
    float coverage = outer * inner;
    if (coverage <= 0.0) discard;
    frag_color = vec4(v_color.rgb, v_color.a * coverage);
}
