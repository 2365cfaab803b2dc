
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
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float A_shared_ptr[8192];
  __shared__ alignas(64) float B_shared_ptr[4096];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int cse_v2 = (((int)threadIdx.x) & 31);
  int cse_v4 = (((int)blockIdx.x) / 49);
  int cse_v6 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v7 = ((((int)threadIdx.x) & 3) * 2);
  int cse_v8 = (((((int)blockIdx.x) % 49) / 7) * 448);
  int cse_v9 = (((((int)threadIdx.x) & 31) >> 2) * 56);
  for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
    int cse_v3 = (((int)threadIdx.x) * 2);
    int cse_v23 = ((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
    __syncthreads();
    *(float2*)(A_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(A_ptr + ((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 25088));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 50176));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 75264));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2048)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 100352));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2560)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 125440));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 3072)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 150528));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 3584)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 175616));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 4096)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 200704));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 4608)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 225792));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 5120)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 250880));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 5632)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 275968));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 6144)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 301056));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 6656)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 326144));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 7168)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 351232));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 7680)) = *(float2*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 5) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 376320));
    int cse_v5 = (((int)threadIdx.x) * 4);
    int cse_v22 = (((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 2048));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 4096));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 6144));
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 64; ++rc_1) {
      int cse_v10 = ((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2));
      int cse_v11 = (((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[(((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2))]));
      int cse_v12 = (((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[(((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2))]));
      int cse_v13 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 128);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 128)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 128)]));
      int cse_v14 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 256);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 256)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 256)]));
      int cse_v15 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 384);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 384)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 384)]));
      int cse_v16 = (((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 64);
      int cse_v17 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 1)]));
      int cse_v18 = (((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 65);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 1)]));
      int cse_v19 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 129);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 129)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 129)]));
      int cse_v20 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 257);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 257)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 257)]));
      int cse_v21 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 385);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 385)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1 * 128) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 2)) + 385)]));
    }
  }
  int cse_v24 = (((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3137)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6273)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9409)] = conv2d_nchw_local_ptr[7];
}

