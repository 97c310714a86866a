"""Dark Magician of Chaos (40737112), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, STATE, TRIGGER, During, Effect, L, M, Target, is_spell
from duelist.engine import state as S
from duelist.engine.lasting import Until

DESCRIPTION = ("Level 8 DARK Spellcaster. In the End Phase of a turn in which it was Normal or "
               "Special Summoned, it may take back one targeted Spell from its controller's GY to the "
               "hand (one use a turn for all copies). Opposing monsters it beats in battle are "
               "banished, not sent to the GY; face-up, it is banished itself whenever it leaves the "
               "field, whatever the way (destroyed, Tributed, bounced).")

WATCHED = "dmoc_leaves_banished"     # card.info: the M.APPLIES_SINCE of the face-up stay its lasting was given


def _spell_in_own_grave(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and is_spell(card)


def _own_grave(ctx):
    return ctx.grave("me")


def _add(ctx):
    ctx.to_hand(ctx.targets)


def _summoned_this_turn(ctx):
    card = ctx.card
    return card.turn_placed == ctx.turn and card.summon_kind not in (None, "set", "flip")


def _end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and _summoned_this_turn(ctx)


def _summoned_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") != "flip"


def _face_up_unwatched(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:
        return False
    info = card.info
    return info is None or info.get(WATCHED) != ctx.marked(card, M.APPLIES_SINCE)


def _watch(ctx):
    """"If this face-up card would leave the field, banish it instead": a lasting "banished when
    it leaves" on this object while it stays face-up here, a change it gives itself (`own`), so a
    negation of its effects (Skill Drain) ends it for good (a card being destroyed applies no
    continuous effect of its own, so the GY replacement below cannot carry it)."""
    card = ctx.card
    if card.info is None:
        card.info = {}
    card.info[WATCHED] = ctx.marked(card, M.APPLIES_SINCE)
    ctx.lasting(L.BANISH_ON_LEAVE, card, until=Until("face_up", uid=card.uid, own=True))


def _banished_instead(ctx, card):
    """The opponent's monster it battles, once that monster's destruction by the battle is
    decided, goes to the GY banished instead."""
    me = ctx.card
    attack = ctx.attack
    if attack is None or me.uid not in attack or card.uid not in attack:
        return False
    return card.controller != ctx.player and ctx.destroyed_by_battle_now(card)


def _target():
    return Target(_own_grave, filter=_spell_in_own_grave,
                  prompt="Dark Magician of Chaos: add which Spell to your hand?")


def _banishing():
    return [Effect(CONTINUOUS, tag="banish_instead", affects=_banished_instead, label="banish its battle victims"),
            Effect(STATE, condition=_face_up_unwatched, resolve=_watch, label="banished when it leaves the field")]


EFFECTS = [
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=_end_phase,
           optional=True, condition=K.name_opt_free, cost=K.spend_name_opt, resolve=_add, target=_target(),
           label="add a Spell from the GY"),
] + _banishing()

ERAS = {"2005": {
    "DESCRIPTION": ("Level 8 DARK Spellcaster. When it is Normal or Special Summoned, its controller "
                    "may take back one targeted Spell from their GY to the hand at once (an optional "
                    "\"when\" trigger, no limit a turn). Monsters it beats in battle are banished, "
                    "not sent to the GY; face-up, it is banished itself whenever it leaves the field, "
                    "whatever the way (2005 text)."),
    "EFFECTS": [
        Effect(TRIGGER, events="summoned", match=_summoned_self, optional=True, when=True, resolve=_add,
               target=_target(), label="add a Spell from the GY"),
    ] + _banishing(),
}}
