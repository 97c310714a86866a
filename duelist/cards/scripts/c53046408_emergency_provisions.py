"""Emergency Provisions (53046408), Quick-Play Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Quick-Play Spell: as its cost send 1 or more other Spell/Trap Cards you control "
               "(face-up or Set, your Field Spell too) to the GY; you gain 1000 LP for each card "
               "sent.")


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
