import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './project.ts'

export default defineCliConfig({ api: { projectId, dataset } })
