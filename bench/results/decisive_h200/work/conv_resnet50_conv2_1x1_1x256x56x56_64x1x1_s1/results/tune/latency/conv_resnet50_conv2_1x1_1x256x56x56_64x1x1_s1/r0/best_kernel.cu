
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
extern "C" __global__ void __launch_bounds__(224) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(224) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float A_shared_ptr[7168];
  __shared__ alignas(64) float B_shared_ptr[4096];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 28);
  int cse_v2 = (((int)threadIdx.x) % 28);
  int cse_v4 = (((int)blockIdx.x) / 56);
  int cse_v6 = ((((int)threadIdx.x) / 28) * 3136);
  int cse_v7 = ((((int)blockIdx.x) & 3) * 14);
  int cse_v18 = (((((int)blockIdx.x) % 56) >> 2) * 224);
  for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
    int cse_v3 = (((int)threadIdx.x) * 2);
    int cse_v27 = ((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2));
    __syncthreads();
    *(float2*)(A_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(A_ptr + ((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)));
    int cse_v8 = ((((int)threadIdx.x) * 2) + 448);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 448)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 25088));
    int cse_v9 = ((((int)threadIdx.x) * 2) + 896);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 50176));
    int cse_v10 = ((((int)threadIdx.x) * 2) + 1344);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1344)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 75264));
    int cse_v11 = ((((int)threadIdx.x) * 2) + 1792);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 100352));
    int cse_v12 = ((((int)threadIdx.x) * 2) + 2240);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2240)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 125440));
    int cse_v13 = ((((int)threadIdx.x) * 2) + 2688);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 150528));
    int cse_v14 = ((((int)threadIdx.x) * 2) + 3136);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 3136)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 175616));
    int cse_v15 = ((((int)threadIdx.x) * 2) + 3584);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 3584)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 200704));
    int cse_v16 = ((((int)threadIdx.x) * 2) + 4032);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 4032)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 225792));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 4480)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 250880));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 4928)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 275968));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 5376)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 301056));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 5824)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 326144));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 6272)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 351232));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 6720)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 7) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + ((((int)threadIdx.x) % 7) * 2)) + 376320));
    int cse_v5 = (rc_0 * 128);
    int cse_v17 = ((((int)blockIdx.x) / 56) * 8192);
    int cse_v23 = (((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 63) * 2));
    *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 63) * 2)));
    int cse_v19 = (((((int)threadIdx.x) * 2) + 64) & 127);
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 448)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 56) * 8192) + (((((int)threadIdx.x) + 224) >> 6) * 256)) + (rc_0 * 128)) + (((((int)threadIdx.x) * 2) + 64) & 127)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(B_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 63) * 2)) + 1792));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1344)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 56) * 8192) + (((((int)threadIdx.x) + 672) >> 6) * 256)) + (rc_0 * 128)) + (((((int)threadIdx.x) * 2) + 64) & 127)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = *(float2*)(B_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 63) * 2)) + 3584));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2240)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 56) * 8192) + (((((int)threadIdx.x) + 1120) >> 6) * 256)) + (rc_0 * 128)) + (((((int)threadIdx.x) * 2) + 64) & 127)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = *(float2*)(B_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 63) * 2)) + 5376));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3136)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 56) * 8192) + (((((int)threadIdx.x) + 1568) >> 6) * 256)) + (rc_0 * 128)) + (((((int)threadIdx.x) * 2) + 64) & 127)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3584)) = *(float2*)(B_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 63) * 2)) + 7168));
    if (((int)threadIdx.x) < 32) {
      *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4032)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 56) * 8192) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 8000));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      for (int rc_2 = 0; rc_2 < 32; ++rc_2) {
        int cse_v20 = (((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28));
        int cse_v21 = ((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2)]));
        int cse_v22 = ((((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28)) + 28);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[((((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28)) + 28)] * B_shared_ptr[((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2)]));
        int cse_v24 = (((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 1024);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 1024)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[((((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28)) + 28)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 1024)]));
        int cse_v25 = (((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 2048);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 2048)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[((((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28)) + 28)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 2048)]));
        int cse_v26 = (((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 3072);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 3072)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[((((rc_1 * 1792) + (rc_2 * 56)) + (((int)threadIdx.x) % 28)) + 28)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (rc_1 * 32)) + rc_2) + 3072)]));
      }
    }
  }
  int cse_v28 = (((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14)) + 112)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14)) + 25088)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14)) + 25200)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14)) + 50176)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14)) + 50288)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14)) + 75264)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + (((((int)blockIdx.x) % 56) >> 2) * 224)) + (((((int)threadIdx.x) % 28) / 14) * 56)) + ((((int)blockIdx.x) & 3) * 14)) + (((int)threadIdx.x) % 14)) + 75376)] = conv2d_nchw_local_ptr[7];
}

