
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
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v16 = (((int)blockIdx.x) / 49);
  int cse_v17 = (((int)threadIdx.x) & 31);
  int cse_v18 = (((int)threadIdx.x) >> 5);
  int cse_v19 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v20 = (((((int)blockIdx.x) % 49) / 7) * 448);
  for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
    int cse_v46 = ((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7));
    __syncthreads();
    A_shared_ptr[((int)threadIdx.x)] = A_ptr[((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7))];
    int cse_v1 = (((int)threadIdx.x) + 256);
    A_shared_ptr[(((int)threadIdx.x) + 256)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 12544)];
    int cse_v2 = (((int)threadIdx.x) + 512);
    A_shared_ptr[(((int)threadIdx.x) + 512)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 25088)];
    int cse_v3 = (((int)threadIdx.x) + 768);
    A_shared_ptr[(((int)threadIdx.x) + 768)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 37632)];
    int cse_v4 = (((int)threadIdx.x) + 1024);
    A_shared_ptr[(((int)threadIdx.x) + 1024)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 50176)];
    int cse_v5 = (((int)threadIdx.x) + 1280);
    A_shared_ptr[(((int)threadIdx.x) + 1280)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 62720)];
    int cse_v6 = (((int)threadIdx.x) + 1536);
    A_shared_ptr[(((int)threadIdx.x) + 1536)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 75264)];
    int cse_v7 = (((int)threadIdx.x) + 1792);
    A_shared_ptr[(((int)threadIdx.x) + 1792)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 87808)];
    int cse_v8 = (((int)threadIdx.x) + 2048);
    A_shared_ptr[(((int)threadIdx.x) + 2048)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 100352)];
    int cse_v9 = (((int)threadIdx.x) + 2304);
    A_shared_ptr[(((int)threadIdx.x) + 2304)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 112896)];
    int cse_v10 = (((int)threadIdx.x) + 2560);
    A_shared_ptr[(((int)threadIdx.x) + 2560)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 125440)];
    int cse_v11 = (((int)threadIdx.x) + 2816);
    A_shared_ptr[(((int)threadIdx.x) + 2816)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 137984)];
    int cse_v12 = (((int)threadIdx.x) + 3072);
    A_shared_ptr[(((int)threadIdx.x) + 3072)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 150528)];
    int cse_v13 = (((int)threadIdx.x) + 3328);
    A_shared_ptr[(((int)threadIdx.x) + 3328)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 163072)];
    int cse_v14 = (((int)threadIdx.x) + 3584);
    A_shared_ptr[(((int)threadIdx.x) + 3584)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 175616)];
    int cse_v15 = (((int)threadIdx.x) + 3840);
    A_shared_ptr[(((int)threadIdx.x) + 3840)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 188160)];
    A_shared_ptr[(((int)threadIdx.x) + 4096)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 200704)];
    A_shared_ptr[(((int)threadIdx.x) + 4352)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 213248)];
    A_shared_ptr[(((int)threadIdx.x) + 4608)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 225792)];
    A_shared_ptr[(((int)threadIdx.x) + 4864)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 238336)];
    A_shared_ptr[(((int)threadIdx.x) + 5120)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 250880)];
    A_shared_ptr[(((int)threadIdx.x) + 5376)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 263424)];
    A_shared_ptr[(((int)threadIdx.x) + 5632)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 275968)];
    A_shared_ptr[(((int)threadIdx.x) + 5888)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 288512)];
    A_shared_ptr[(((int)threadIdx.x) + 6144)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 301056)];
    A_shared_ptr[(((int)threadIdx.x) + 6400)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 313600)];
    A_shared_ptr[(((int)threadIdx.x) + 6656)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 326144)];
    A_shared_ptr[(((int)threadIdx.x) + 6912)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 338688)];
    A_shared_ptr[(((int)threadIdx.x) + 7168)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 351232)];
    A_shared_ptr[(((int)threadIdx.x) + 7424)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 363776)];
    A_shared_ptr[(((int)threadIdx.x) + 7680)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 376320)];
    A_shared_ptr[(((int)threadIdx.x) + 7936)] = A_ptr[(((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 6) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 63) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 388864)];
    int cse_v45 = (((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127));
    B_shared_ptr[((int)threadIdx.x)] = B_ptr[(((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127))];
    B_shared_ptr[(((int)threadIdx.x) + 256)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 512)];
    B_shared_ptr[(((int)threadIdx.x) + 512)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 1024)];
    B_shared_ptr[(((int)threadIdx.x) + 768)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 1536)];
    B_shared_ptr[(((int)threadIdx.x) + 1024)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 2048)];
    B_shared_ptr[(((int)threadIdx.x) + 1280)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 2560)];
    B_shared_ptr[(((int)threadIdx.x) + 1536)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 3072)];
    B_shared_ptr[(((int)threadIdx.x) + 1792)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 3584)];
    B_shared_ptr[(((int)threadIdx.x) + 2048)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 4096)];
    B_shared_ptr[(((int)threadIdx.x) + 2304)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 4608)];
    B_shared_ptr[(((int)threadIdx.x) + 2560)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 5120)];
    B_shared_ptr[(((int)threadIdx.x) + 2816)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 5632)];
    B_shared_ptr[(((int)threadIdx.x) + 3072)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 6144)];
    B_shared_ptr[(((int)threadIdx.x) + 3328)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 6656)];
    B_shared_ptr[(((int)threadIdx.x) + 3584)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 7168)];
    B_shared_ptr[(((int)threadIdx.x) + 3840)] = B_ptr[((((((((int)blockIdx.x) / 49) * 8192) + ((((int)threadIdx.x) >> 7) * 256)) + (rc_0 * 128)) + (((int)threadIdx.x) & 127)) + 7680)];
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 32; ++rc_1) {
      int cse_v21 = ((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2));
      int cse_v22 = (((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[(((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4))]));
      int cse_v23 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 128);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 128)]));
      int cse_v24 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 256);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 256)]));
      int cse_v25 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 384);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 384)]));
      int cse_v26 = (((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64);
      int cse_v27 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 1)]));
      int cse_v28 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 129);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 129)]));
      int cse_v29 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 257);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 257)]));
      int cse_v30 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 385);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 64)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 385)]));
      int cse_v31 = (((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128);
      int cse_v32 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 2)]));
      int cse_v33 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 130);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 130)]));
      int cse_v34 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 258);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 258)]));
      int cse_v35 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 386);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 128)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 386)]));
      int cse_v36 = (((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192);
      int cse_v37 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 3);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 3)]));
      int cse_v38 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 131);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 131)]));
      int cse_v39 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 259);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 259)]));
      int cse_v40 = ((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 387);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 192)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 387)]));
      int cse_v41 = (((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[(((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4))]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 128)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 256)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 384)]));
      int cse_v42 = (((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 1)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 129)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 257)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 65)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 385)]));
      int cse_v43 = (((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 2)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 130)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 258)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 129)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 386)]));
      int cse_v44 = (((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 3)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 131)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 259)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1 * 256) + ((((int)threadIdx.x) & 31) * 2)) + 193)] * B_shared_ptr[((((((int)threadIdx.x) >> 5) * 512) + (rc_1 * 4)) + 387)]));
    }
  }
  int cse_v47 = (((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3137)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6273)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 100352) + ((((int)threadIdx.x) >> 5) * 12544)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 31) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9409)] = conv2d_nchw_local_ptr[7];
}

