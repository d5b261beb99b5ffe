import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ERROR_CODES,
  CategorySchema,
  CategoryWriteSchema,
  IdParamsSchema,
  normalizeCategory,
  validateCategory,
} from '@premieres/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../core/errors';
import { errorResponses } from '../../../core/schemas';
import { escapeRegex } from '../../../db/escape-regex';
import { categoryModel, toCategory } from '../../../models/category';
import { afterCatalogueWrite } from '../after-write';

const security = [{ bearerAuth: [] }];

/** Domain plugin part: categories (spec §5: name required, trimmed; names unique in any case). */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Categories = categoryModel(app.db);

  /** Trimmed values that pass the contracts rule and no other category's name. */
  async function checked(body: { name: string; description?: string | null }, exceptId?: string) {
    const errors = validateCategory(body);
    if (errors.name) throw AppError.rules(errors);
    const values = normalizeCategory(body);
    const clash = await Categories.exists({
      name: { $regex: `^${escapeRegex(values.name)}$`, $options: 'i' },
      ...(exceptId ? { _id: { $ne: exceptId } } : {}),
    });
    if (clash)
      throw AppError.message(409, ADMIN_ERROR_CODES.categoryNameTaken, 'admin.categoryNameTaken', {
        field: 'name',
      });
    return values;
  }

  /** A concurrent create of the same name hits the unique index: same answer as the check. */
  function duplicateToConflict(error: unknown): never {
    if ((error as { code?: number }).code === 11000) {
      throw AppError.message(409, ADMIN_ERROR_CODES.categoryNameTaken, 'admin.categoryNameTaken', {
        field: 'name',
      });
    }
    throw error;
  }

  app.get(
    '/categories',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Categories ordered by name',
        security,
        response: { 200: Type.Array(CategorySchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await Categories.find().sort({ name: 1 }).lean()).map(toCategory),
  );

  app.post(
    '/categories',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: "Create a category ('Category name is required'; names unique)",
        security,
        body: CategoryWriteSchema,
        response: { 201: CategorySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const values = await checked(request.body);
      const doc = await Categories.create({ ...values, created_at: new Date() }).catch(duplicateToConflict);
      const saved = toCategory(doc.toObject());
      await afterCatalogueWrite(app, request, {
        action: 'category.create',
        target_type: 'category',
        target_id: saved.id,
        before: null,
        after: values,
      });
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/categories/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Edit a category',
        security,
        params: IdParamsSchema,
        body: CategoryWriteSchema,
        response: { 200: CategorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const current = await Categories.findById(request.params.id).lean();
      if (!current) throw AppError.message(404, ADMIN_ERROR_CODES.notFound, 'admin.categoryNotFound');
      const values = await checked(request.body, current._id);
      const saved = await Categories.findOneAndUpdate(
        { _id: current._id },
        { $set: values },
        { returnDocument: 'after' },
      )
        .lean()
        .catch(duplicateToConflict);
      if (!saved) throw AppError.message(404, ADMIN_ERROR_CODES.notFound, 'admin.categoryNotFound');
      await afterCatalogueWrite(app, request, {
        action: 'category.update',
        target_type: 'category',
        target_id: saved._id,
        before: { name: current.name, description: current.description },
        after: values,
      });
      return toCategory(saved);
    },
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a category (titles keep their genre text)',
        security,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const current = await Categories.findOneAndDelete({ _id: request.params.id }).lean();
      if (!current) throw AppError.message(404, ADMIN_ERROR_CODES.notFound, 'admin.categoryNotFound');
      await afterCatalogueWrite(app, request, {
        action: 'category.delete',
        target_type: 'category',
        target_id: current._id,
        before: { name: current.name, description: current.description },
        after: null,
      });
      return reply.code(204).send(null);
    },
  );
};
