"""Big Shield Gardna (65240384), Effect Monster."""
from duelist.cards.common import APPLY, QUICK, Effect, DS_ALWAYS, Responding
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior with 2600 DEF. While face-down, when a Spell Card is "
               "activated that targets it alone, it must turn face-up Defense Position and "
               "negate that activation. When it is attacked, it turns to face-up Attack Position once "
               "that Damage Step ends.")


def _spell_targets_only_me(ctx):
    """The last link is a Spell Card's activation whose only target is this face-down card."""
    card = ctx.card
    if card.location != S.MZONE or card.face_up:
        return False
    link = ctx.responding_to
    if link is None or not link.card_activation or link.negated:
        return False
    return link.card_type == "Spell" and list(link.targets) == [card.uid]


def _negate(ctx):
    """It turns face-up Defense Position, and if it does, the Spell's activation is negated."""
    card = ctx.card
    link = ctx.responding_to
    if card.location != S.MZONE or card.uid != ctx.link.card_uid or card.face_up:
        return
    if ctx.change_position(card, S.FACEUP_DEFENSE, flip_effects=False) and link is not None:
        ctx.negate_activation(link)


def _was_attacked(ctx, ev):
    return ev.get("target") == ctx.card.cid and ev.get("target_uid") == ctx.card.uid


def _to_attack(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.uid == ctx.event.get("target_uid") and \
            card.position != S.FACEUP_ATTACK:
        ctx.change_position(card, S.FACEUP_ATTACK)


EFFECTS = [
    # activated while face-down (its text says so), only in response to a Spell's activation
    # (declared: passed by while no chain is being built); it turns face-up as it resolves.
    # Mandatory (the text says it negates, not that it can; OCG 発動する): chained at once
    Effect(QUICK, condition=Responding(_spell_targets_only_me), resolve=_negate, damage_step=DS_ALWAYS,
           face_down=True, mandatory=True, label="negate a Spell that targets only this face-down card"),
    # "If this card is attacked": at the end of the Damage Step; a continuous effect
    # (yugioh-wiki.net), applied without a chain link while it is face-up and not negated
    Effect(APPLY, events="damage_step_end", match=_was_attacked, resolve=_to_attack,
           label="to Attack Position after being attacked"),
]
