"""The revive limit (seed 000 §具有蘇生限制的怪獸的特殊召喚): a Fusion, Synchro, Xyz, Link or Ritual
Monster must be properly summoned before an effect may Special Summon it from the GY or
banishment; from the hand a Ritual Monster never may; a Normal or Effect Monster has no such
limit (extra.py `revive_limited`, with `has_revive_limit`'s test written out: round 11, hturn8)."""

from duelist.cards.db import all_cards
from duelist.engine.extra import LIMITED_KINDS, has_revive_limit
from duelist.testing.scenario import Table


def _card(duel, name):
    return next(c for c in duel.cards if c.data.name == name)


def test_only_monsters_carry_the_kinds_with_a_revive_limit():
    """No Spell or Trap of the database has one of those kinds (the test on the card type
    before the kinds is the rule's wording, not a case the database reaches)."""
    for data in all_cards():
        if data.card_type != "Monster":
            assert not set(data.kinds or ()) & set(LIMITED_KINDS), data.name


def test_the_revive_limit_by_kind_and_place():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Thousand-Eyes Restrict", "Celtic Guardian", "Mystic Tomato")
    table.hand(0, "Black Luster Soldier")
    table.extra(0, "Gaia the Dragon Champion")
    duel = table.build()
    ter, celtic, tomato = (_card(duel, n) for n in ("Thousand-Eyes Restrict", "Celtic Guardian", "Mystic Tomato"))
    ritual = _card(duel, "Black Luster Soldier")
    gaia = _card(duel, "Gaia the Dragon Champion")
    assert duel.revive_limited(ter)                 # a Fusion Monster never properly summoned
    assert not duel.revive_limited(ter, by="fusion")    # its own proper summon
    assert not duel.revive_limited(celtic) and not duel.revive_limited(tomato)
    assert duel.revive_limited(ritual)              # a Ritual Monster from the hand
    assert not duel.revive_limited(gaia)            # from the Extra Deck (Metamorphosis)
    for card in (ter, celtic, tomato, ritual, gaia):
        assert has_revive_limit(card.data) == (card in (ter, ritual, gaia))
    duel.proper_summons.append(ter.cid)
    assert not duel.revive_limited(ter)             # properly summoned before: it may come back
