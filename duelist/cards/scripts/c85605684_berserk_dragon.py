"""Berserk Dragon (85605684), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, TRIGGER, During, Effect, while_face_up
from duelist.engine import state as S

DESCRIPTION = ("Level 8 DARK Zombie (3500/0) that is never Normal Summoned or Set and is Special "
               "Summoned only by A Deal with Dark Ruler's effect. It may attack each monster the "
               "opponent controls once per Battle Phase. In each of its controller's End Phases it "
               "loses 500 ATK (a mandatory trigger; the loss stays while it is face-up).")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "only_proc"      # only A Deal with Dark Ruler's effect summons it (proper=True)


def _own_end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and ev.get("player") == ctx.player and ctx.card.face_up


def lose(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up:
        ctx.modify(card, atk=-500, until=while_face_up(card))


# The 2005 print (DCR-EN019) and today's text do the same (the End Phase loss a mandatory trigger in
# today's OCG text 《バーサーク・デッド・ドラゴン》): no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.ATTACK_ALL, affects=lambda ctx, card: card is ctx.card,
           label="attacks every opponent's monster once"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,)), match=_own_end_phase, resolve=lose,
           label="loses 500 ATK"),
]
