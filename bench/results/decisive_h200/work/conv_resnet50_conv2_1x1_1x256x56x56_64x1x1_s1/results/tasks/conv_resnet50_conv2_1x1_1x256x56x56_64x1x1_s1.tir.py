# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((1, 256, 56, 56), "float32"), B: T.Buffer((64, 256, 1, 1), "float32"), conv2d_nchw: T.Buffer((1, 64, 56, 56), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for n, f, y, x, rc, ry, rx in T.grid(1, 64, 56, 56, 256, 1, 1):
        with T.sblock("conv2d_nchw"):
            v_n, v_f, v_y, v_x, v_rc, v_ry, v_rx = T.axis.remap("SSSSRRR", [n, f, y, x, rc, ry, rx])
            T.reads(A[v_n, v_rc, v_y + v_ry, v_x + v_rx], B[v_f, v_rc, v_ry, v_rx])
            T.writes(conv2d_nchw[v_n, v_f, v_y, v_x])
            with T.init():
                conv2d_nchw[v_n, v_f, v_y, v_x] = T.float32(0.0)
            conv2d_nchw[v_n, v_f, v_y, v_x] = conv2d_nchw[v_n, v_f, v_y, v_x] + A[v_n, v_rc, v_y + v_ry, v_x + v_rx] * B[v_f, v_rc, v_ry, v_rx]