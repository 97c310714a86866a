"""Legendary Jujitsu Master (25773409), Effect Monster."""
from duelist.cards.common import APPLY, DS_ALWAYS, TRIGGER, Effect, H, M
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Rock (1300/1800). Mandatory trigger at the end of the Damage Step: "
               "the opponent's monster it battled in Defense Position is put on top of that "
               "monster's owner's Deck (also when this card was destroyed in that battle: then "
               "it triggers in the GY).")


def attacked_in_defense(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and not ev.get("attacking") and \
        card.position == S.FACEUP_DEFENSE


def note_attacker(ctx):
    # damage calculation: it battles in Defense Position; the mark lives on the attacker object
    attacker = ctx.card_by_uid(ctx.event.get("opponent"))
    if attacker is not None and attacker.location == S.MZONE and attacker.controller != ctx.card.controller:
        ctx.mark(attacker, M.BATTLED_IN_DEFENSE, (ctx.turn, ctx.card.cid))


def _attacker(ctx, ev):
    if ev.get("target") != ctx.card.cid:
        return None
    attacker = ctx.card_by_uid(ev.get("attacker_uid"))
    if attacker is None or attacker.location != S.MZONE or \
            ctx.marked(attacker, M.BATTLED_IN_DEFENSE) != (ctx.turn, ctx.card.cid):
        return None
    return attacker


def damage_step_end(ctx, ev):
    return _attacker(ctx, ev) is not None


def resolve(ctx):
    attacker = _attacker(ctx, ctx.event)
    if attacker is not None:
        ctx.to_deck([attacker], shuffle=False)


# The 2005 text (AST: "a monster that battles with this Defense Position card is returned to the top
# of the owner's Deck at the end of the Damage Step") does what today's does: no ERAS entry.
EFFECTS = [
    # (a fact noted, not an effect, as Dark Balter the Terrible's: under Skill Drain the trigger is
    # negated on the field, but one activated in the GY after the battle destroyed it is not)
    Effect(APPLY, events=H.BATTLED, match=attacked_in_defense, resolve=note_attacker, while_negated=True,
           label="note the monster that battles it in Defense Position"),
    Effect(TRIGGER, events=H.DAMAGE_STEP_END, match=damage_step_end, range=(S.MZONE, S.GRAVE),
           damage_step=DS_ALWAYS, resolve=resolve, label="the monster it battled to the top of the Deck"),
]
