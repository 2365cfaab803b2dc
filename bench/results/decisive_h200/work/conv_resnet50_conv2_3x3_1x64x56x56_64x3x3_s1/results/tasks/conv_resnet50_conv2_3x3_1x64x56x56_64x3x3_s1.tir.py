# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((1, 64, 56, 56), "float32"), B: T.Buffer((64, 64, 3, 3), "float32"), conv2d_nchw: T.Buffer((1, 64, 56, 56), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    pad_temp = T.sblock_alloc_buffer((1, 64, 58, 58))
    for n, c, y, x in T.grid(1, 64, 58, 58):
        with T.sblock("pad_temp"):
            v_n, v_c, v_y, v_x = T.axis.remap("SSSS", [n, c, y, x])
            T.reads(A[v_n, v_c, v_y - 1, v_x - 1])
            T.writes(pad_temp[v_n, v_c, v_y, v_x])
            pad_temp[v_n, v_c, v_y, v_x] = T.if_then_else(1 <= v_y and v_y < 57 and 1 <= v_x and v_x < 57, A[v_n, v_c, v_y - 1, v_x - 1], T.float32(0.0))
    for n, f, y, x, rc, ry, rx in T.grid(1, 64, 56, 56, 64, 3, 3):
        with T.sblock("conv2d_nchw"):
            v_n, v_f, v_y, v_x, v_rc, v_ry, v_rx = T.axis.remap("SSSSRRR", [n, f, y, x, rc, ry, rx])
            T.reads(pad_temp[v_n, v_rc, v_y + v_ry, v_x + v_rx], B[v_f, v_rc, v_ry, v_rx])
            T.writes(conv2d_nchw[v_n, v_f, v_y, v_x])
            with T.init():
                conv2d_nchw[v_n, v_f, v_y, v_x] = T.float32(0.0)
            conv2d_nchw[v_n, v_f, v_y, v_x] = conv2d_nchw[v_n, v_f, v_y, v_x] + pad_temp[v_n, v_rc, v_y + v_ry, v_x + v_rx] * B[v_f, v_rc, v_ry, v_rx]