"""Gift of the Martyr (98792570), Normal Spell."""
from duelist.cards.common import Target, activate

DESCRIPTION = ("Normal Spell paid for by Tributing one of your monsters; it targets another of your "
               "face-up monsters, which adds the Tributed card's printed ATK to its own until the "
               "turn ends.")


def _face_up_mine(ctx, card):
    return card.face_up and card.controller == ctx.player


def condition(ctx):
    # a monster to Tribute and another face-up one to target
    tributes = ctx.tributable(ctx.monsters("me"))
    face_up = ctx.monsters("me", face_up=True)
    return any(t is not m for t in tributes for m in face_up)


def cost(ctx):
    tributes = ctx.tributable(ctx.monsters("me"))
    # only a Tribute that leaves a face-up monster to target
    fits = [t for t in tributes if any(m is not t for m in ctx.monsters("me", face_up=True))]
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Gift of the Martyr: Tribute which monster?")
    ctx.link.info["atk"] = ctx.original_atk(chosen[0])      # read on the field, before it leaves
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    for monster in ctx.targets:
        ctx.modify(monster, atk=ctx.link.info.get("atk", 0))


EFFECTS = [activate(resolve, condition=condition, can_pay=condition, cost=cost,
                    target=Target(lambda ctx: ctx.monsters("me", face_up=True), filter=_face_up_mine,
                                  prompt="Gift of the Martyr: which monster gains the ATK?"))]
