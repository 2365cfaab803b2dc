
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[64];
  __shared__ alignas(64) float A_shared_ptr[512];
  __shared__ alignas(64) float B_shared_ptr[8192];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 12);
  int cse_v3 = (((int)threadIdx.x) >> 5);
  int cse_v4 = ((((int)blockIdx.x) % 12) * 256);
  int cse_v5 = ((((int)threadIdx.x) & 31) * 2);
  for (int k_0 = 0; k_0 < 24; ++k_0) {
    int cse_v2 = (((int)threadIdx.x) * 2);
    int cse_v23 = (((((((int)blockIdx.x) / 12) * 12288) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 15) * 2));
    __syncthreads();
    *(float2*)(A_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(A_ptr + (((((((int)blockIdx.x) / 12) * 12288) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 15) * 2)));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 128)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 12) * 12288) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 3072));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 256)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 12) * 12288) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 6144));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 384)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 12) * 12288) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 9216));
    int cse_v8 = (((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x));
    B_shared_ptr[((int)threadIdx.x)] = B_ptr[(((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x))];
    B_shared_ptr[(((int)threadIdx.x) + 64)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 64)];
    B_shared_ptr[(((int)threadIdx.x) + 128)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 128)];
    B_shared_ptr[(((int)threadIdx.x) + 192)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 192)];
    B_shared_ptr[(((int)threadIdx.x) + 256)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 3072)];
    B_shared_ptr[(((int)threadIdx.x) + 320)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 3136)];
    B_shared_ptr[(((int)threadIdx.x) + 384)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 3200)];
    B_shared_ptr[(((int)threadIdx.x) + 448)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 3264)];
    B_shared_ptr[(((int)threadIdx.x) + 512)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 6144)];
    B_shared_ptr[(((int)threadIdx.x) + 576)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 6208)];
    B_shared_ptr[(((int)threadIdx.x) + 640)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 6272)];
    B_shared_ptr[(((int)threadIdx.x) + 704)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 6336)];
    B_shared_ptr[(((int)threadIdx.x) + 768)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 9216)];
    B_shared_ptr[(((int)threadIdx.x) + 832)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 9280)];
    B_shared_ptr[(((int)threadIdx.x) + 896)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 9344)];
    B_shared_ptr[(((int)threadIdx.x) + 960)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 9408)];
    B_shared_ptr[(((int)threadIdx.x) + 1024)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 12288)];
    B_shared_ptr[(((int)threadIdx.x) + 1088)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 12352)];
    B_shared_ptr[(((int)threadIdx.x) + 1152)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 12416)];
    B_shared_ptr[(((int)threadIdx.x) + 1216)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 12480)];
    B_shared_ptr[(((int)threadIdx.x) + 1280)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 15360)];
    B_shared_ptr[(((int)threadIdx.x) + 1344)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 15424)];
    B_shared_ptr[(((int)threadIdx.x) + 1408)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 15488)];
    B_shared_ptr[(((int)threadIdx.x) + 1472)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 15552)];
    B_shared_ptr[(((int)threadIdx.x) + 1536)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 18432)];
    B_shared_ptr[(((int)threadIdx.x) + 1600)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 18496)];
    B_shared_ptr[(((int)threadIdx.x) + 1664)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 18560)];
    B_shared_ptr[(((int)threadIdx.x) + 1728)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 18624)];
    B_shared_ptr[(((int)threadIdx.x) + 1792)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 21504)];
    B_shared_ptr[(((int)threadIdx.x) + 1856)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 21568)];
    B_shared_ptr[(((int)threadIdx.x) + 1920)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 21632)];
    B_shared_ptr[(((int)threadIdx.x) + 1984)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 21696)];
    B_shared_ptr[(((int)threadIdx.x) + 2048)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 24576)];
    B_shared_ptr[(((int)threadIdx.x) + 2112)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 24640)];
    B_shared_ptr[(((int)threadIdx.x) + 2176)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 24704)];
    B_shared_ptr[(((int)threadIdx.x) + 2240)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 24768)];
    B_shared_ptr[(((int)threadIdx.x) + 2304)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 27648)];
    B_shared_ptr[(((int)threadIdx.x) + 2368)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 27712)];
    B_shared_ptr[(((int)threadIdx.x) + 2432)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 27776)];
    B_shared_ptr[(((int)threadIdx.x) + 2496)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 27840)];
    B_shared_ptr[(((int)threadIdx.x) + 2560)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 30720)];
    B_shared_ptr[(((int)threadIdx.x) + 2624)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 30784)];
    B_shared_ptr[(((int)threadIdx.x) + 2688)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 30848)];
    B_shared_ptr[(((int)threadIdx.x) + 2752)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 30912)];
    B_shared_ptr[(((int)threadIdx.x) + 2816)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 33792)];
    B_shared_ptr[(((int)threadIdx.x) + 2880)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 33856)];
    B_shared_ptr[(((int)threadIdx.x) + 2944)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 33920)];
    B_shared_ptr[(((int)threadIdx.x) + 3008)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 33984)];
    B_shared_ptr[(((int)threadIdx.x) + 3072)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 36864)];
    B_shared_ptr[(((int)threadIdx.x) + 3136)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 36928)];
    B_shared_ptr[(((int)threadIdx.x) + 3200)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 36992)];
    B_shared_ptr[(((int)threadIdx.x) + 3264)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 37056)];
    B_shared_ptr[(((int)threadIdx.x) + 3328)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 39936)];
    B_shared_ptr[(((int)threadIdx.x) + 3392)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 40000)];
    B_shared_ptr[(((int)threadIdx.x) + 3456)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 40064)];
    B_shared_ptr[(((int)threadIdx.x) + 3520)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 40128)];
    B_shared_ptr[(((int)threadIdx.x) + 3584)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 43008)];
    B_shared_ptr[(((int)threadIdx.x) + 3648)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 43072)];
    B_shared_ptr[(((int)threadIdx.x) + 3712)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 43136)];
    B_shared_ptr[(((int)threadIdx.x) + 3776)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 43200)];
    B_shared_ptr[(((int)threadIdx.x) + 3840)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 46080)];
    B_shared_ptr[(((int)threadIdx.x) + 3904)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 46144)];
    B_shared_ptr[(((int)threadIdx.x) + 3968)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 46208)];
    B_shared_ptr[(((int)threadIdx.x) + 4032)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 46272)];
    B_shared_ptr[(((int)threadIdx.x) + 4096)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 49152)];
    B_shared_ptr[(((int)threadIdx.x) + 4160)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 49216)];
    B_shared_ptr[(((int)threadIdx.x) + 4224)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 49280)];
    B_shared_ptr[(((int)threadIdx.x) + 4288)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 49344)];
    B_shared_ptr[(((int)threadIdx.x) + 4352)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 52224)];
    B_shared_ptr[(((int)threadIdx.x) + 4416)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 52288)];
    B_shared_ptr[(((int)threadIdx.x) + 4480)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 52352)];
    B_shared_ptr[(((int)threadIdx.x) + 4544)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 52416)];
    B_shared_ptr[(((int)threadIdx.x) + 4608)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 55296)];
    B_shared_ptr[(((int)threadIdx.x) + 4672)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 55360)];
    B_shared_ptr[(((int)threadIdx.x) + 4736)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 55424)];
    B_shared_ptr[(((int)threadIdx.x) + 4800)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 55488)];
    B_shared_ptr[(((int)threadIdx.x) + 4864)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 58368)];
    B_shared_ptr[(((int)threadIdx.x) + 4928)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 58432)];
    B_shared_ptr[(((int)threadIdx.x) + 4992)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 58496)];
    B_shared_ptr[(((int)threadIdx.x) + 5056)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 58560)];
    B_shared_ptr[(((int)threadIdx.x) + 5120)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 61440)];
    B_shared_ptr[(((int)threadIdx.x) + 5184)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 61504)];
    B_shared_ptr[(((int)threadIdx.x) + 5248)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 61568)];
    B_shared_ptr[(((int)threadIdx.x) + 5312)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 61632)];
    B_shared_ptr[(((int)threadIdx.x) + 5376)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 64512)];
    B_shared_ptr[(((int)threadIdx.x) + 5440)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 64576)];
    B_shared_ptr[(((int)threadIdx.x) + 5504)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 64640)];
    B_shared_ptr[(((int)threadIdx.x) + 5568)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 64704)];
    B_shared_ptr[(((int)threadIdx.x) + 5632)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 67584)];
    B_shared_ptr[(((int)threadIdx.x) + 5696)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 67648)];
    B_shared_ptr[(((int)threadIdx.x) + 5760)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 67712)];
    B_shared_ptr[(((int)threadIdx.x) + 5824)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 67776)];
    B_shared_ptr[(((int)threadIdx.x) + 5888)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 70656)];
    B_shared_ptr[(((int)threadIdx.x) + 5952)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 70720)];
    B_shared_ptr[(((int)threadIdx.x) + 6016)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 70784)];
    B_shared_ptr[(((int)threadIdx.x) + 6080)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 70848)];
    B_shared_ptr[(((int)threadIdx.x) + 6144)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 73728)];
    B_shared_ptr[(((int)threadIdx.x) + 6208)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 73792)];
    B_shared_ptr[(((int)threadIdx.x) + 6272)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 73856)];
    B_shared_ptr[(((int)threadIdx.x) + 6336)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 73920)];
    B_shared_ptr[(((int)threadIdx.x) + 6400)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 76800)];
    B_shared_ptr[(((int)threadIdx.x) + 6464)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 76864)];
    B_shared_ptr[(((int)threadIdx.x) + 6528)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 76928)];
    B_shared_ptr[(((int)threadIdx.x) + 6592)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 76992)];
    B_shared_ptr[(((int)threadIdx.x) + 6656)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 79872)];
    B_shared_ptr[(((int)threadIdx.x) + 6720)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 79936)];
    B_shared_ptr[(((int)threadIdx.x) + 6784)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 80000)];
    B_shared_ptr[(((int)threadIdx.x) + 6848)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 80064)];
    B_shared_ptr[(((int)threadIdx.x) + 6912)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 82944)];
    B_shared_ptr[(((int)threadIdx.x) + 6976)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 83008)];
    B_shared_ptr[(((int)threadIdx.x) + 7040)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 83072)];
    B_shared_ptr[(((int)threadIdx.x) + 7104)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 83136)];
    B_shared_ptr[(((int)threadIdx.x) + 7168)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 86016)];
    B_shared_ptr[(((int)threadIdx.x) + 7232)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 86080)];
    B_shared_ptr[(((int)threadIdx.x) + 7296)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 86144)];
    B_shared_ptr[(((int)threadIdx.x) + 7360)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 86208)];
    B_shared_ptr[(((int)threadIdx.x) + 7424)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 89088)];
    B_shared_ptr[(((int)threadIdx.x) + 7488)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 89152)];
    B_shared_ptr[(((int)threadIdx.x) + 7552)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 89216)];
    B_shared_ptr[(((int)threadIdx.x) + 7616)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 89280)];
    B_shared_ptr[(((int)threadIdx.x) + 7680)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 92160)];
    B_shared_ptr[(((int)threadIdx.x) + 7744)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 92224)];
    B_shared_ptr[(((int)threadIdx.x) + 7808)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 92288)];
    B_shared_ptr[(((int)threadIdx.x) + 7872)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 92352)];
    B_shared_ptr[(((int)threadIdx.x) + 7936)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 95232)];
    B_shared_ptr[(((int)threadIdx.x) + 8000)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 95296)];
    B_shared_ptr[(((int)threadIdx.x) + 8064)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 95360)];
    B_shared_ptr[(((int)threadIdx.x) + 8128)] = B_ptr[((((k_0 * 98304) + ((((int)blockIdx.x) % 12) * 256)) + ((int)threadIdx.x)) + 95424)];
    __syncthreads();
    for (int k_2 = 0; k_2 < 32; ++k_2) {
      int cse_v6 = (((((int)threadIdx.x) >> 5) * 128) + k_2);
      int cse_v7 = ((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2));
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      int cse_v9 = (((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      int cse_v10 = (((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128);
      C_local_ptr[16] = (C_local_ptr[16] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v11 = (((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192);
      C_local_ptr[24] = (C_local_ptr[24] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      int cse_v12 = ((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256);
      C_local_ptr[32] = (C_local_ptr[32] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[40] = (C_local_ptr[40] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[48] = (C_local_ptr[48] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      C_local_ptr[56] = (C_local_ptr[56] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      int cse_v13 = (((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      int cse_v14 = (((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65);
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      int cse_v15 = (((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129);
      C_local_ptr[17] = (C_local_ptr[17] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      int cse_v16 = (((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193);
      C_local_ptr[25] = (C_local_ptr[25] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 128) + k_2)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
      C_local_ptr[33] = (C_local_ptr[33] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[41] = (C_local_ptr[41] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[49] = (C_local_ptr[49] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[57] = (C_local_ptr[57] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 256)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
      int cse_v17 = ((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[18] = (C_local_ptr[18] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      C_local_ptr[26] = (C_local_ptr[26] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      int cse_v18 = ((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288);
      C_local_ptr[34] = (C_local_ptr[34] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[42] = (C_local_ptr[42] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[50] = (C_local_ptr[50] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      C_local_ptr[58] = (C_local_ptr[58] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[19] = (C_local_ptr[19] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[27] = (C_local_ptr[27] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 32)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
      C_local_ptr[35] = (C_local_ptr[35] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[43] = (C_local_ptr[43] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[51] = (C_local_ptr[51] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[59] = (C_local_ptr[59] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 288)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
      int cse_v19 = ((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[20] = (C_local_ptr[20] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      C_local_ptr[28] = (C_local_ptr[28] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      int cse_v20 = ((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320);
      C_local_ptr[36] = (C_local_ptr[36] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[44] = (C_local_ptr[44] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[52] = (C_local_ptr[52] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      C_local_ptr[60] = (C_local_ptr[60] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[21] = (C_local_ptr[21] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[29] = (C_local_ptr[29] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 64)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
      C_local_ptr[37] = (C_local_ptr[37] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[45] = (C_local_ptr[45] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[53] = (C_local_ptr[53] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[61] = (C_local_ptr[61] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 320)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
      int cse_v21 = ((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[22] = (C_local_ptr[22] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      C_local_ptr[30] = (C_local_ptr[30] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      int cse_v22 = ((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352);
      C_local_ptr[38] = (C_local_ptr[38] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[46] = (C_local_ptr[46] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[54] = (C_local_ptr[54] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      C_local_ptr[62] = (C_local_ptr[62] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[23] = (C_local_ptr[23] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[31] = (C_local_ptr[31] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 96)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
      C_local_ptr[39] = (C_local_ptr[39] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[47] = (C_local_ptr[47] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[55] = (C_local_ptr[55] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[63] = (C_local_ptr[63] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 128) + k_2) + 352)] * B_shared_ptr[(((k_2 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)]));
    }
  }
  int cse_v24 = (((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2));
  C_ptr[(((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 64)] = C_local_ptr[8];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 128)] = C_local_ptr[16];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 192)] = C_local_ptr[24];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24576)] = C_local_ptr[32];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24640)] = C_local_ptr[40];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24704)] = C_local_ptr[48];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24768)] = C_local_ptr[56];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 65)] = C_local_ptr[9];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 129)] = C_local_ptr[17];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 193)] = C_local_ptr[25];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24577)] = C_local_ptr[33];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24641)] = C_local_ptr[41];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24705)] = C_local_ptr[49];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 24769)] = C_local_ptr[57];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3072)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3136)] = C_local_ptr[10];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3200)] = C_local_ptr[18];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3264)] = C_local_ptr[26];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27648)] = C_local_ptr[34];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27712)] = C_local_ptr[42];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27776)] = C_local_ptr[50];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27840)] = C_local_ptr[58];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3073)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3137)] = C_local_ptr[11];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3201)] = C_local_ptr[19];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 3265)] = C_local_ptr[27];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27649)] = C_local_ptr[35];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27713)] = C_local_ptr[43];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27777)] = C_local_ptr[51];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 27841)] = C_local_ptr[59];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6144)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6208)] = C_local_ptr[12];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6272)] = C_local_ptr[20];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6336)] = C_local_ptr[28];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30720)] = C_local_ptr[36];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30784)] = C_local_ptr[44];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30848)] = C_local_ptr[52];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30912)] = C_local_ptr[60];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6145)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6209)] = C_local_ptr[13];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6273)] = C_local_ptr[21];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 6337)] = C_local_ptr[29];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30721)] = C_local_ptr[37];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30785)] = C_local_ptr[45];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30849)] = C_local_ptr[53];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 30913)] = C_local_ptr[61];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9216)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9280)] = C_local_ptr[14];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9344)] = C_local_ptr[22];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9408)] = C_local_ptr[30];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33792)] = C_local_ptr[38];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33856)] = C_local_ptr[46];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33920)] = C_local_ptr[54];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33984)] = C_local_ptr[62];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9217)] = C_local_ptr[7];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9281)] = C_local_ptr[15];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9345)] = C_local_ptr[23];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 9409)] = C_local_ptr[31];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33793)] = C_local_ptr[39];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33857)] = C_local_ptr[47];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33921)] = C_local_ptr[55];
  C_ptr[((((((((int)blockIdx.x) / 12) * 49152) + ((((int)threadIdx.x) >> 5) * 12288)) + ((((int)blockIdx.x) % 12) * 256)) + ((((int)threadIdx.x) & 31) * 2)) + 33985)] = C_local_ptr[63];
}

