"""Foolish Burial (81439173), Normal Spell."""
from duelist.cards.common import activate, shuffle_deck

DESCRIPTION = "Normal Spell: pick a monster from your Deck and send it to your GY."


def _monsters(ctx):
    return [c for c in ctx.deck("me") if c.data.card_type == "Monster"]


def resolve(ctx):
    choices = _monsters(ctx)
    if not choices:
        return
    chosen = yield from ctx.choose_cards(choices, 1, prompt="Foolish Burial: send which monster to the GY?")
    ctx.send_to_grave(chosen)
    shuffle_deck(ctx, ctx.player)


EFFECTS = [activate(resolve, condition=lambda ctx: bool(_monsters(ctx)))]
