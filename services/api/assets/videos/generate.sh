#!/usr/bin/env sh
# Regenerates the short sample trailers shipped in this folder (run once; the MP4s are committed so
# neither CI nor users need ffmpeg). 640x360 H.264 Main + AAC, 10 s, moov atom first (+faststart)
# so a browser can start playing before the whole file has arrived.
set -eu
cd "$(dirname "$0")"
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# name title colour0 colour1 colour2 tone1 tone2
make_clip() {
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:r=25:c0=$3:c1=$4:c2=$5:nb_colors=3:speed=0.04:d=10" \
    -f lavfi -i "sine=frequency=$6:sample_rate=44100:d=10" \
    -f lavfi -i "sine=frequency=$7:sample_rate=44100:d=10" \
    -filter_complex "[0:v]drawtext=fontfile=$FONT_BOLD:text='$2':fontsize=46:fontcolor=white:x=(w-tw)/2:y=(h-th)/2-20:alpha='min(t\,1)',drawtext=fontfile=$FONT:text='premieres  |  sample trailer  |  %{pts\:hms}':fontsize=20:fontcolor=white@0.85:x=(w-tw)/2:y=h-60,format=yuv420p[v];[1:a][2:a]amix=inputs=2,volume=0.3,afade=t=in:d=1,afade=t=out:st=9:d=1[a]" \
    -map "[v]" -map "[a]" -c:v libx264 -profile:v main -preset medium -crf 26 -g 50 \
    -c:a aac -b:a 64k -ac 2 -movflags +faststart "$1.mp4"
}

make_clip rann-bhoomi 'RANN BHOOMI' 0x1a0b3d 0xd9480f 0x0b6e4f 220 330
make_clip antariksh 'ANTARIKSH' 0x020024 0x3a0ca3 0x4cc9f0 196 294
make_clip mohalla-diaries 'MOHALLA DIARIES' 0x3d1f00 0xe9c46a 0x2a9d8f 262 392
make_clip the-last-monsoon 'THE LAST MONSOON' 0x03045e 0x0077b6 0x90e0ef 174 261
