"""Emergency Provisions (53046408), Quick-Play Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Quick-Play Spell: its cost is to put one or more of its player's other "
               "Spell/Trap Cards on the field (face-up or Set, a Field Spell too) into the "
               "Graveyard; its player then gains 1000 LP per card so paid.")


def _sendable(ctx):
    return [c for c in ctx.spells_traps("me") if c is not ctx.card and ctx.can_send_to_grave([c])]


def cost(ctx):
    cards = _sendable(ctx)
    sent = yield from ctx.choose_cards(cards, len(cards), minimum=1,
                                       prompt="Emergency Provisions: send which Spells/Traps to the GY?")
    ctx.link.info["sent"] = len(sent)
    ctx.send_to_grave(sent, "cost")


def resolve(ctx):
    count = ctx.link.info.get("sent", 0)
    if count:
        ctx.recover(ctx.player, 1000 * count)


# The 2005 text (LOD) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, cost=cost, can_pay=lambda ctx: bool(_sendable(ctx)))]
