"""Giant Axe Mummy (78266168), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 5 EARTH Zombie (1700/2000). Once per turn, in its controller's Main Phase, it "
               "may turn itself face-down in Defense Position. When it is attacked face-down by an "
               "opponent's monster whose ATK is lower than its DEF, that attacker is destroyed after "
               "damage calculation (not optional).")


def _attacker(ctx):
    attack = ctx.attack
    if attack is None:
        return None
    monster = ctx.card_by_uid(attack[0])
    if monster is None or monster.location != S.MZONE or not monster.face_up or monster.controller == ctx.player:
        return None
    return monster


def _weaker(ctx, monster):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and ctx.atk(monster) < ctx.defense(card)


def attacked_face_down(ctx, ev):
    """Flipped face-up by an opponent's attack (its triggers wait until after damage calculation,
    seed 000 §效果分類 誘發效果)."""
    if ev.get("reason") != "attacked" or ev.get("cid") != ctx.card.cid or ev.get("uid") != ctx.card.uid:
        return False
    attacker = _attacker(ctx)
    return attacker is not None and _weaker(ctx, attacker)


def resolve(ctx):
    attacker = _attacker(ctx)
    if attacker is not None and _weaker(ctx, attacker):
        yield from ctx.destroy([attacker])


# The 2005 text (PGD-023) and today's do the same: no ERAS entry.
EFFECTS = [
    K.turn_face_down_once_per_turn(),
    Effect(TRIGGER, events=H.FLIPPED, match=attacked_face_down, damage_step=DS_ALWAYS, resolve=resolve,
           destroys=True, label="destroy the weaker attacker"),
]
