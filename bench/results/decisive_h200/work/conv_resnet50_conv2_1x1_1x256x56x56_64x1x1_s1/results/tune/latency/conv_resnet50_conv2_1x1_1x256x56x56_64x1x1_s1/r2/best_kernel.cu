
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
  __shared__ alignas(64) float A_shared_ptr[4096];
  __shared__ alignas(64) float B_shared_ptr[2048];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) >> 3);
  int cse_v2 = (((int)threadIdx.x) & 7);
  int cse_v4 = (((int)blockIdx.x) / 98);
  int cse_v6 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v8 = ((((int)threadIdx.x) & 7) >> 2);
  int cse_v9 = ((((int)threadIdx.x) & 3) * 2);
  int cse_v10 = (((((int)blockIdx.x) % 98) / 7) * 224);
  for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
    int cse_v3 = (((int)threadIdx.x) * 4);
    int cse_v18 = ((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + ((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 128)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 12544));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 25088));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 384)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 37632));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 50176));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 640)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 62720));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 75264));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 896)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 87808));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 100352));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1152)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 112896));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1280)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 125440));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1408)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 137984));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 150528));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1664)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 163072));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 175616));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1920)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 188160));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 200704));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2176)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 213248));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 225792));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2432)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 238336));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2560)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 250880));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2688)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 263424));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2816)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 275968));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2944)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 288512));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 301056));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3200)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 313600));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3328)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 326144));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3456)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 338688));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3584)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 351232));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3712)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 363776));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3840)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 376320));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3968)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 388864));
    int cse_v5 = (((int)threadIdx.x) * 2);
    int cse_v14 = ((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2));
    *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + ((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 64)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 64));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 128)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 256));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 192)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 320));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 256)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 512));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 320)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 576));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 384)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 768));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 448)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 832));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1024));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 576)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1088));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 640)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1280));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 704)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1344));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 768)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1536));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 832)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1600));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1792));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 960)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 1856));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2048));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1088)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2112));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1152)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2304));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1216)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2368));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1280)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2560));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1344)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2624));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1408)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2816));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1472)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 2880));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3072));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1600)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3136));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1664)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3328));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1728)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3392));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3584));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1856)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3648));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1920)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3840));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1984)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 98) * 4096) + (rc_0 * 128)) + (((int)threadIdx.x) * 2)) + 3904));
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
      for (int f_3 = 0; f_3 < 2; ++f_3) {
        for (int y_3 = 0; y_3 < 2; ++y_3) {
          for (int rc_2 = 0; rc_2 < 16; ++rc_2) {
            int cse_v7 = ((f_3 * 8) + (y_3 * 2));
            int cse_v15 = (((((((int)threadIdx.x) >> 3) * 512) + (f_3 * 256)) + (rc_1 * 16)) + rc_2);
            int cse_v16 = (((((rc_1 * 512) + (rc_2 * 32)) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + (y_3 * 8)) + ((((int)threadIdx.x) & 3) * 2));
            conv2d_nchw_local_ptr[((f_3 * 8) + (y_3 * 2))] = (conv2d_nchw_local_ptr[((f_3 * 8) + (y_3 * 2))] + (A_shared_ptr[(((((rc_1 * 512) + (rc_2 * 32)) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + (y_3 * 8)) + ((((int)threadIdx.x) & 3) * 2))] * B_shared_ptr[(((((((int)threadIdx.x) >> 3) * 512) + (f_3 * 256)) + (rc_1 * 16)) + rc_2)]));
            int cse_v11 = (((f_3 * 8) + (y_3 * 2)) + 1);
            int cse_v19 = ((((((rc_1 * 512) + (rc_2 * 32)) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + (y_3 * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1);
            conv2d_nchw_local_ptr[(((f_3 * 8) + (y_3 * 2)) + 1)] = (conv2d_nchw_local_ptr[(((f_3 * 8) + (y_3 * 2)) + 1)] + (A_shared_ptr[((((((rc_1 * 512) + (rc_2 * 32)) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + (y_3 * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] * B_shared_ptr[(((((((int)threadIdx.x) >> 3) * 512) + (f_3 * 256)) + (rc_1 * 16)) + rc_2)]));
            int cse_v12 = (((f_3 * 8) + (y_3 * 2)) + 4);
            int cse_v17 = ((((((((int)threadIdx.x) >> 3) * 512) + (f_3 * 256)) + (rc_1 * 16)) + rc_2) + 128);
            conv2d_nchw_local_ptr[(((f_3 * 8) + (y_3 * 2)) + 4)] = (conv2d_nchw_local_ptr[(((f_3 * 8) + (y_3 * 2)) + 4)] + (A_shared_ptr[(((((rc_1 * 512) + (rc_2 * 32)) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + (y_3 * 8)) + ((((int)threadIdx.x) & 3) * 2))] * B_shared_ptr[((((((((int)threadIdx.x) >> 3) * 512) + (f_3 * 256)) + (rc_1 * 16)) + rc_2) + 128)]));
            int cse_v13 = (((f_3 * 8) + (y_3 * 2)) + 5);
            conv2d_nchw_local_ptr[(((f_3 * 8) + (y_3 * 2)) + 5)] = (conv2d_nchw_local_ptr[(((f_3 * 8) + (y_3 * 2)) + 5)] + (A_shared_ptr[((((((rc_1 * 512) + (rc_2 * 32)) + (((((int)threadIdx.x) & 7) >> 2) * 16)) + (y_3 * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] * B_shared_ptr[((((((((int)threadIdx.x) >> 3) * 512) + (f_3 * 256)) + (rc_1 * 16)) + rc_2) + 128)]));
          }
        }
      }
    }
  }
  int cse_v20 = (((((((((int)blockIdx.x) / 98) * 50176) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
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

