"""A monster "unaffected by" the effects of a card type (round 54e: Horus the Black Flame Dragon
LV6, "unaffected by Spell effects", 魔法の効果を受けない).

A card declares it as a continuous effect, `Effect(CONTINUOUS, tag=C.UNAFFECTED_BY,
value=("Spell",))` (or `("opponent's Spell",)`: only the effects of the Spell Cards of its
controller's opponent, Ultimate Insect LV1) (its `affects(ctx, card)` names the monsters it shields; none: its own card).
While it applies (face-up on the field, its effects not negated: Skill Drain or Imperial Order's
negation lets the Spells reach it again), an effect of a card of a type it names does not apply
to that monster (yugioh-wiki 「効果を受けない」, 《ホルスの黒炎竜 LV6》):

- what a chain link of that type does to it as it resolves: destroyed, sent to the GY,
  banished, returned to the hand or Deck, its battle position changed, its control taken, a
  lasting change started on it (ATK/DEF, Level, "cannot attack"...) -- the rest of the
  resolution applies to the other cards (Dark Hole destroys the others; Book of Moon and Shrink
  still target it, then do nothing to it);
- the continuous effects of face-up cards of that type: an Equip Spell's or a Field Spell's
  ATK/DEF (the Equip Spell is still equipped to it), a Spell's "cannot declare an attack"
  (Swords of Revealing Light, Messenger of Peace);
- a card's effect that touches no monster (Pot of Greed, Heavy Storm) is not stopped, and costs
  are no effect.

Asked only in a duel holding a card with the tag (`Duel._cont_tags_present`), and, in the
ATK/DEF sum, only while a field card has it: a duel without such a card pays one set lookup.
"""
from duelist.engine import state as S
from duelist.engine.names import C

TAG = C.UNAFFECTED_BY


def _names(value, kind, by, holder):
    """Does a shield's `value` name the effects of a card of type `kind` whose player is `by`:
    the type alone ("Spell": anybody's), or "opponent's Spell" (Ultimate Insect LV1: only the
    effects of the cards of the shielding card's controller's opponent)?"""
    if kind in value:
        return True
    return by is not None and by != holder.controller and _OPPONENTS.get(kind) in value


_OPPONENTS = {"Spell": "opponent's Spell", "Trap": "opponent's Trap", "Monster": "opponent's Monster"}


def unaffected(duel, card, kind, by=None):
    """Is the monster `card` unaffected now by the effects of a card of type `kind` ("Spell",
    "Trap", "Monster") whose player is `by` (the card's controller, or a chain link's player;
    None: not known, then only a shield of every player's cards of that type counts)? Only a
    face-up monster in a Monster Zone is shielded."""
    if TAG not in duel._cont_tags_present or card.location != S.MZONE or card.position not in S.FACE_UP_POSITIONS:
        return False
    from duelist.engine.chain import new_ctx     # (chain imports this module's users)
    summoning = duel.summoning
    if summoning and card in summoning and card.script is not None and TAG in card.script.cont_tags:
        # a monster being summoned applies nothing yet (`_applying`), but a lasting rule that
        # acts on it as it arrives (Level Limit - Area B's change to Defense Position) meets
        # its own shield: it is unaffected from the moment it is on the field -- a shield with
        # an `affects` too, asked of the monster itself (The Legendary Fisherman: only while Umi
        # is on the field; round 57k)
        for effect in card.script.cont_by_tag[TAG]:
            if _names(effect.value, kind, by, card) and not duel.is_negated(card) and (
                    effect.affects is None or effect.affects(new_ctx(duel, card, effect, card.controller), card)):
                return True
    for holder, effect in duel._applying(TAG):
        if not _names(effect.value, kind, by, holder):
            continue
        if effect.affects is None:
            if holder is card:
                return True
        elif effect.affects(new_ctx(duel, holder, effect, holder.controller), card):
            return True
    return False


def by_resolving(duel, card):
    """Is `card` unaffected by the chain link resolving now (its card's type as it was
    activated, `link.card_type`)? False outside a resolution."""
    if not duel._resolving:
        return False
    link = duel.resolving_link
    return link is not None and unaffected(duel, card, link.card_type, link.player)


def affected(duel, cards):
    """The cards of `cards` the chain link resolving now reaches (those `by_resolving` shields
    left out): what an effect that moves or changes cards applies to."""
    return [card for card in cards if not by_resolving(duel, card)]
