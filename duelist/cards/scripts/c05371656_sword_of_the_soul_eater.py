"""Sword of the Soul-Eater (5371656), Equip Spell."""
from duelist.cards.common import CONTINUOUS, Effect, R, Target, activate, face_up_monsters

DESCRIPTION = ("Equip Spell for a face-up Level 3 or lower Normal Monster. As it resolves, every other "
               "face-up Normal Monster you control is Tributed, and the equipped monster gains 1000 "
               "ATK for each one Tributed.")

NOTE = "soul_eater"     # card.info key: how many monsters this Equip Card Tributed


def _low_normal(ctx, card):
    """The monster it may equip: a face-up Level 3 or lower Normal Monster, a Token too (a Token is
    treated as a Normal Monster; the text leaves Tokens out of the Tribute only)."""
    return card.face_up and _is_normal(card) and ctx.level(card) <= 3


def _is_normal(card):
    return card.data.is_normal_monster or "Token" in card.data.kinds


def _other_normal(equipped):
    def fits(ctx, card):
        return card is not equipped and card.face_up and card.data.is_normal_monster and \
            "Token" not in card.data.kinds
    return fits


def resolve(ctx):
    """Equip first, then Tribute the others (our reading: "when this card is activated" names the
    moment of the equip; the Tributes are no cost, since the equipped monster, which they leave out,
    is only known once the target is chosen)."""
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return
    monster = targets[0]
    ctx.equip(ctx.card, monster)
    if ctx.related(R.EQUIP) is not monster:
        return
    others = ctx.tributable(ctx.cards_where("monsters", _other_normal(monster)))
    if others:
        ctx.send_to_grave(others, "tribute")
    ctx.card.info = {NOTE: len(others)}


def gain(ctx, card):
    return (1000 * (ctx.card.info or {}).get(NOTE, 0), 0)


# One meaning in both eras (the 2005 print, AST-086: equip only to a Level 3 or lower Normal Monster;
# as it is activated all your other Normal Monsters are Tributed; +1000 ATK for each): no ERAS entry.
EFFECTS = [
    activate(resolve, target=Target(face_up_monsters, filter=_low_normal, prompt="Equip to which monster?")),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c, value=gain,
           label="+1000 ATK for each monster Tributed"),
]
