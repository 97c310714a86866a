"""Fiend's Hand Mirror (58607704), Normal Trap."""
from duelist.cards.common import Responding, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, activated when the opponent activates a Spell Card whose one target is a Set "
               "Spell/Trap card: pick another Set Spell/Trap card that Spell could target; as this card "
               "resolves, the Spell's target moves to the picked card (not a target of this card), if it "
               "still could take it.")

# a "Set card" of the TCG text (IOC-EN102): a face-down card in a Spell & Trap Zone (the OCG text,
# 悪魔の手鏡, reads "a Spell/Trap card on the field"; tcatmon.com 《악마의 손거울》)
_SET_PLACES = (S.SZONE, S.FZONE)


def _is_set(card):
    return card.location in _SET_PLACES and not card.face_up


def _mirrored_spell(ctx):
    """The opponent's Spell Card activation this answers, with one target, a Set card; else None."""
    link = ctx.responding_to
    if link is None or link.player != ctx.opponent or not link.card_activation or link.card_type != "Spell":
        return None
    if len(link.targets) != 1:
        return None
    target = ctx.card_by_uid(link.targets[0])
    if target is None or not _is_set(target):
        return None
    return link


def _others(ctx, link):
    """The other Set cards the Spell could target now (its own targeting rules)."""
    return [c for c in ctx.retarget_options(link) if _is_set(c) and c is not ctx.card]


def _condition(ctx):
    link = _mirrored_spell(ctx)
    return link is not None and bool(_others(ctx, link))


def _pick(ctx):
    # the new target is picked as this card is activated (the sister card Fairy's Hand Mirror's
    # FAQ, yugioh-wiki.net 《天使の手鏡》 11/09/17); it is not a target of this card
    link = ctx.responding_to
    others = _others(ctx, link) if link is not None else []
    if others:
        chosen = yield from ctx.choose_cards(others, 1, prompt="Fiend's Hand Mirror: move the Spell's target to which Set card?")
        ctx.link.info["new_target"] = chosen[0].uid


def resolve(ctx):
    link = ctx.responding_to
    card = ctx.card_by_uid(ctx.link.info.get("new_target", -1))
    if link is None or card is None or not _is_set(card):
        return                  # the picked card left, or was turned face-up: nothing moves
    ctx.retarget(link, card)


# The 2005 print (Invasion of Chaos, IOC-EN102, 2004: when the opponent activates a Spell Card that
# targets 1 Set card, select another Set card that would be a correct target and move the target to
# it) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=Responding(_condition), cost=_pick,
                    label="move the opponent's Spell's target to another Set card")]
