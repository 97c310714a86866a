"""Elemental HERO Prisma (89312388), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 4 LIGHT Warrior (1700/1100). Once per turn: show your opponent a Fusion "
               "Monster in your Extra Deck and send from your Deck to the GY a monster whose name "
               "that Fusion Monster lists as a material; until the End Phase this card has the "
               "sent monster's name.")

CHANGES_NAMES = True        # its effect gives it another name (engine: Ctx.take_name)


def _sendable(ctx, fusion):
    """The monsters of your Deck whose name `fusion` lists as a Fusion Material."""
    names = ctx.listed_materials(fusion)
    if not names:
        return []
    return [c for c in ctx.deck("me") if c.data.card_type == "Monster" and c.data.name in names
            and ctx.can_send_to_grave([c])]     # (a cost: not one that would be banished instead)


def _fusions(ctx):
    return [f for f in ctx.fusion_monsters() if _sendable(ctx, f)]


def cost(ctx):
    """Reveal a Fusion Monster and send a monster it names from the Deck (both the cost)."""
    shown = yield from ctx.choose_cards(_fusions(ctx), 1, prompt="Prisma: reveal which Fusion Monster?")
    ctx.reveal(shown, 1 - ctx.player)
    sent = yield from ctx.choose_cards(_sendable(ctx, shown[0]), 1,
                                       prompt="Prisma: send which material from your Deck to the GY?")
    ctx.link.info["sent"] = sent[0].cid
    ctx.send_to_grave(sent, "cost")


def resolve(ctx):
    cid = ctx.link.info.get("sent")
    if cid is not None and ctx.card_still_here:
        ctx.take_name(ctx.card, ctx.card_by_cid(cid))     # until the End Phase


EFFECTS = [
    Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: bool(_fusions(ctx)), cost=cost,
           resolve=resolve, label="send a listed Fusion Material from the Deck: take its name"),
]
