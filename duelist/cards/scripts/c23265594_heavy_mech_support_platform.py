"""Heavy Mech Support Platform (23265594), Union Effect Monster."""
from duelist.cards.common import IGNITION, UNION_2005, Effect, Target, my_monsters, union
from duelist.engine import state as S

NAME = "Heavy Mech Support Platform"

DESCRIPTION = ("Level 3 DARK Machine Union monster, 500 ATK / 500 DEF. Once per turn its controller "
               "can either equip it, as an Equip Card, to a face-up Machine they control (a target), "
               "or unequip it and Special Summon it. The monster it equips gains 500 ATK and DEF; if "
               "that monster would be destroyed by battle or by a card effect, this card is destroyed "
               "instead.")


def _effects(**options):
    """The Union rules of `common.union`, with its host "a Machine you control" (the Type now: DNA
    Surgery counts) instead of a list of names: the equip effect is replaced, the others kept."""
    effects = union((), 500, 500, name=NAME, **options)
    one_at_a_time = options.get("one_at_a_time", False)

    def host(ctx, card):
        if card is ctx.card or card.location != S.MZONE or not card.face_up or card.controller != ctx.player:
            return False
        if ctx.race(card) != "Machine":
            return False
        return not (one_at_a_time and ctx.unions_equipped(card))

    def equip(ctx):
        targets = ctx.targets
        card = ctx.card
        if card.controller != ctx.player:
            return      # (its control changed in the chain: not equipped from the opponent's field)
        if targets and card.uid == ctx.link.card_uid and host(ctx, targets[0]):
            ctx.union_equip(targets[0])

    first = effects[0]
    effects[0] = Effect(IGNITION, once_per_turn=True, condition=first.condition, resolve=equip,
                        target=Target(my_monsters, filter=host, prompt="%s: equip to which Machine?" % NAME),
                        label="Union: equip this card to a Machine")
    return effects


EFFECTS = _effects()

ERAS = {"2005": {
    "DESCRIPTION": ("Level 3 DARK Machine Union monster, 500 ATK / 500 DEF (2005 text). Once per turn "
                    "in its controller's Main Phase it can be equipped to their face-up Machine, or "
                    "unequipped and Special Summoned in face-up Attack Position. While its own effect "
                    "equips it, that monster gains 500 ATK and DEF, and if that monster would be "
                    "destroyed by battle this card is destroyed instead. A monster holds one Union "
                    "monster at a time."),
    "EFFECTS": _effects(**UNION_2005),
}}
