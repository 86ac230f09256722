// The `render` executable: the command is the RenderCLI library's (Render.swift).

import RenderCLI

RenderCommand.main()
