
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float A_shared_ptr[8192];
  __shared__ alignas(64) float B_shared_ptr[4096];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v5 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v6 = ((((int)threadIdx.x) & 3) * 2);
  int cse_v8 = (((((int)blockIdx.x) % 98) / 7) * 224);
  for (int ax0_ax1_ax2_ax3_fused_0 = 0; ax0_ax1_ax2_ax3_fused_0 < 128; ++ax0_ax1_ax2_ax3_fused_0) {
    *(float2*)(A_shared_ptr + ((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) * 2))) = *(float2*)(A_ptr + ((((((ax0_ax1_ax2_ax3_fused_0 * 6272) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)));
  }
  int cse_v2 = (((int)blockIdx.x) / 98);
  for (int ax0_ax1_ax2_ax3_fused_0_1 = 0; ax0_ax1_ax2_ax3_fused_0_1 < 64; ++ax0_ax1_ax2_ax3_fused_0_1) {
    int cse_v3 = (ax0_ax1_ax2_ax3_fused_0_1 * 64);
    *(float2*)(B_shared_ptr + ((ax0_ax1_ax2_ax3_fused_0_1 * 64) + (((int)threadIdx.x) * 2))) = *(float2*)(B_ptr + ((((((int)blockIdx.x) / 98) * 4096) + (ax0_ax1_ax2_ax3_fused_0_1 * 64)) + (((int)threadIdx.x) * 2)));
  }
  int cse_v4 = (((int)threadIdx.x) >> 3);
  int cse_v7 = ((((int)threadIdx.x) & 7) >> 2);
  __syncthreads();
  for (int rc_1 = 0; rc_1 < 256; ++rc_1) {
    int cse_v9 = (((((int)threadIdx.x) >> 3) * 1024) + rc_1);
    int cse_v13 = (((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2))] * B_shared_ptr[(((((int)threadIdx.x) >> 3) * 1024) + rc_1)]));
    int cse_v14 = ((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 1);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] * B_shared_ptr[(((((int)threadIdx.x) >> 3) * 1024) + rc_1)]));
    int cse_v10 = ((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 256);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 256)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 256)]));
    int cse_v11 = ((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 512);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (A_shared_ptr[(((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 512)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 512)]));
    int cse_v12 = ((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 768);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (A_shared_ptr[(((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 768)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 768)]));
    int cse_v15 = ((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 8);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 8)] * B_shared_ptr[(((((int)threadIdx.x) >> 3) * 1024) + rc_1)]));
    int cse_v16 = ((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 9);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 9)] * B_shared_ptr[(((((int)threadIdx.x) >> 3) * 1024) + rc_1)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 8)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 256)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 9)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 256)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 8)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 512)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 9)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 512)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 8)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 768)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (A_shared_ptr[((((rc_1 * 32) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + ((((int)threadIdx.x) & 3) * 2)) + 9)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 1024) + rc_1) + 768)]));
  }
  int cse_v17 = (((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 56)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 57)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3136)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3137)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3192)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3193)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6272)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6273)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6328)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6329)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9408)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9409)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9464)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9465)] = conv2d_nchw_local_ptr[15];
}

