"""Burst Breath (80163754), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: as its cost, Tribute 1 Dragon monster you control (face-down too); "
               "destroy every monster on the field, face-down ones too, whose DEF is at most that "
               "Dragon's ATK as it left the field.")
DESCRIPTION_2005 = ("Normal Trap: as its cost, Tribute 1 Dragon monster you control (face-down too); "
                    "destroy every face-up monster on the field whose DEF is at most that Dragon's ATK "
                    "as it left the field (the 2005 text: face-down monsters are spared).")


def _dragon(ctx, card):
    return ctx.race(card) == "Dragon"


def can_pay(ctx):
    return bool(ctx.tributable(ctx.cards_where("monsters", _dragon)))


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.cards_where("monsters", _dragon)), 1,
                                         prompt="Burst Breath: Tribute which Dragon?")
    ctx.link.info["atk"] = ctx.atk(chosen[0])      # read while it is on the field
    ctx.send_to_grave(chosen, "tribute")


def _resolve(face_up_only):
    def resolve(ctx):
        atk = ctx.link.info.get("atk")
        if atk is None:
            return
        doomed = [c for c in ctx.monsters("both")
                  if (c.face_up or not face_up_only) and c.location == S.MZONE and ctx.defense(c) <= atk]
        if doomed:
            yield from ctx.destroy(doomed)
    return resolve


def _effects(face_up_only):
    return [activate(_resolve(face_up_only), can_pay=can_pay, cost=cost, destroys=True)]


EFFECTS = _effects(False)

# The 2005 text (SOC: "destroy all face-up monsters" with that DEF or less) spares face-down
# monsters; today's (yugioh-wiki.net 《バーストブレス》, the 2011 text on) destroys every monster on the
# field with that DEF or less.
ERAS = {"2005": {"DESCRIPTION": DESCRIPTION_2005, "EFFECTS": _effects(True)}}
