"""Slate Warrior (78636495), Flip Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, FLIP, TRIGGER, Effect, while_here
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Fiend (1900/400). FLIP: it gains 500 ATK and DEF while it stays on the "
               "field. When it is destroyed by battle (to the GY or banished), the monster that "
               "destroyed it loses 500 ATK and DEF while that monster stays on the field (not "
               "optional; nothing if that monster has left the field).")


def boost(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up:
        ctx.modify(card, 500, 500, until=while_here(card))


def destroyed_by_battle(ctx, ev):
    return (K.is_self_move(ctx, ev) or K.is_self_move(ctx, ev, S.BANISHED)) and K.destroyed_by_battle(ev) \
        and ev.get("origin") == S.MZONE


def _destroyer(ctx):
    """The monster it battled, still the object on the field that battled it."""
    attack = ctx.attack
    prev = ctx.event.get("prev")
    if attack is None or prev not in attack:
        return None
    other = attack[1] if attack[0] == prev else attack[0]
    monster = ctx.card_by_uid(other) if other != "player" else None
    if monster is None or monster.location != S.MZONE or not monster.face_up:
        return None
    return monster


def weaken(ctx):
    monster = _destroyer(ctx)
    if monster is not None:
        ctx.modify(monster, -500, -500, until=while_here(monster))


# The 2005 text (its first TCG print: a FLIP boost; destroyed as a result of battle, the monster
# that destroyed it loses 500 ATK and DEF) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(FLIP, resolve=boost, label="+500 ATK and DEF"),
    # activated where the card went (yugioh-wiki.net 《ニュート》: no need to reach the GY)
    Effect(TRIGGER, events="moved", range=(S.GRAVE, S.BANISHED), match=destroyed_by_battle,
           damage_step=DS_ALWAYS, resolve=weaken, label="the monster that destroyed it: -500 ATK and DEF"),
]
