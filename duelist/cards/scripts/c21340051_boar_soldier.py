"""Boar Soldier (21340051), Effect Monster."""
from duelist.cards.common import CONTINUOUS, STATE, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Beast-Warrior. When it is Normal Summoned it destroys itself (a "
               "mandatory trigger). It has 1000 less ATK while the opponent controls a monster.")

NORMAL_KINDS = ("normal", "tribute")


def _weakened():
    return Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
                  value=lambda ctx, card: (-1000, 0) if ctx.monsters("opp") else (0, 0),
                  label="-1000 ATK while the opponent controls a monster")


def normal_summoned_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") in NORMAL_KINDS


def destroy_self(ctx):
    if ctx.card_still_here and ctx.card.location == S.MZONE:
        yield from ctx.destroy([ctx.card])


def normal_summoned_now(ctx):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and card.summon_kind in NORMAL_KINDS


def destroy_at_once(ctx):
    yield from ctx.destroy([ctx.card])


# today's text: the self-destruction is a trigger effect (a chain link, negated by Skill Drain)
EFFECTS = [Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, resolve=destroy_self,
                  label="Normal Summoned: destroy itself"),
           _weakened()]

# the 2005 reading (yugioh-wiki.net 《ボアソルジャー》, its history): the self-destruction made no
# chain link and was no monster effect (text outside the effects: Skill Drain did not stop it);
# played as a rule of the card that the state checks apply while it is face-up Normal Summoned
ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 EARTH Beast-Warrior. Normal Summoned, it is destroyed at once (no chain "
                    "link, a rule of the card that no negation stops). It has 1000 less ATK while the "
                    "opponent controls a monster."),
    "EFFECTS": [Effect(STATE, condition=normal_summoned_now, resolve=destroy_at_once, while_negated=True,
                       label="Normal Summoned: destroyed"),
                _weakened()],
}}
