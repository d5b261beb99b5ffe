// My List and Liked titles (spec §5): where they live and their typed route table.
export * from './library-paths';
export * from './library-routes';
