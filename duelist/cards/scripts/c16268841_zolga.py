"""Zolga (16268841), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Fairy. Used up as a Tribute to Tribute Summon a monster, it gives its "
               "controller 2000 LP (never as a cost's Tribute, nor for a Special Summon's: Lava Golem).")


def tributed_for_a_summon(ctx, ev):
    # a Tribute Summon's Tribute (the rules' Tribute, "cause" "summon"), never a Tribute Set's
    # ("set"), nor a cost's (Cannon Soldier, Lava Golem: `by` set, no cause)
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("to") == S.GRAVE and \
        ev.get("origin") == S.MZONE and ev.get("reason") == "tribute" and ev.get("cause") == "summon"


# (the 2005 text, DCR-079, and today's do the same: a mandatory trigger; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=tributed_for_a_summon,
                  resolve=lambda ctx: ctx.recover(ctx.player, 2000), label="gain 2000 LP")]
