"""Guardian Baou (73544866), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.cards.scripts.c35809262_elemental_hero_flame_wingman import victim
from duelist.engine import state as S
from duelist.engine.lasting import Until

FLAMBERGE = 68427465        # Wicked-Breaking Flamberge - Baou

DESCRIPTION = ("Level 4 DARK Fiend (800/400). It can be Normal Summoned, Flip Summoned or Special "
               "Summoned only while its player controls a face-up \"Wicked-Breaking Flamberge - "
               "Baou\" (a Set is allowed). Each time it destroys an opponent's monster by battle "
               "and sends it to the GY, it gains 1000 ATK while it stays face-up (a mandatory "
               "trigger). An Effect Monster it destroys by battle has its effects negated: the "
               "Flip effect of a Set monster flipped by that battle, and, while this card stays "
               "face-up on the field, the effects that monster activates in the GY the battle "
               "sent it to (Sangan's search).")

_TODAY, _ERA_2005 = K.guardian_summon_rule(FLAMBERGE)
NORMAL_SUMMON_IF = _TODAY["NORMAL_SUMMON_IF"]
SPECIAL_SUMMON_IF = _TODAY["SPECIAL_SUMMON_IF"]


def _opponents_victim(ctx, ev):
    """The opponent's monster this card destroyed by battle and sent to the GY in the battle that
    just ended (this card still on the field), or None."""
    found = victim(ctx, ev)
    if found is None:
        return None
    for entry in ctx.sent_to_grave_this_turn():
        if entry["cid"] == found.cid and entry.get("uid") == found.uid and entry["controller"] != ctx.player:
            return found
    return None


def _grow(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        # its own change: a later negation of its effects (Skill Drain) ends it for good
        ctx.modify(card, 1000, 0, until=Until("face_up", uid=card.uid, own=True))


def battle_victim_now(ctx):
    """In the damage step, the opponent's Effect Monster battling this card, whose destruction
    by that battle is decided; else None."""
    attack = ctx.attack
    card = ctx.card
    if attack is None or card.location != S.MZONE or not card.face_up or "player" in attack \
            or card.uid not in attack:
        return None
    other = ctx.card_by_uid(attack[1] if attack[0] == card.uid else attack[0])
    if other is not None and other.controller != ctx.player and ctx.destroyed_by_battle_now(other) \
            and "Effect" in other.data.kinds:
        return other
    return None


# (the 2005 text, DCR, and today's do the same here: no 2005 entry for the effects)
EFFECTS = [
    Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
           match=lambda ctx, ev: _opponents_victim(ctx, ev) is not None, resolve=_grow,
           damage_step=DS_ALWAYS, label="gain 1000 ATK"),
] + K.battle_victim_negation(
    battle_victim_now, "note a monster it destroys by battle",
    "monsters it destroys by battle have their effects negated",
    "the monster it destroys by battle is negated in the damage step")

ERAS = {"2005": dict(_ERA_2005, DESCRIPTION=(
    "Level 4 DARK Fiend (800/400). Without a face-up \"Wicked-Breaking Flamberge - Baou\" under "
    "its player's control it cannot be Normal Summoned or Set (its Flip Summon and Special "
    "Summons are free). Each time it destroys an opponent's monster by battle and sends it to "
    "the GY, it gains 1000 ATK; an Effect Monster it destroys by battle has its effects negated."))}
