"""Fairy of the Spring (20188127): the Equip Spell it adds cannot be activated that turn, and only
that card: its player's other Spells stay free, and nothing about their attacks changes, even in
a duel that holds a Spell lock (Anti-Spell Fragrance, Set, not activated) or an attack rule
(Staunch Defender, Set, not activated).

Sources: Fairy of the Spring's text in our words (the added card cannot be activated this turn;
yugioh-wiki.net 《春の精》); seed 004 §战斗阶段 (ending the Battle Phase is the turn player's
choice unless an effect says a monster must attack). (Round 58o: kills chain.py `_spell_lock`'s
lasting rule read for any lasting effect on the player, and battle.py `_must_attack_lasting`'s
Staunch Defender rule read for any lasting effect on the turn player.)"""

from duelist.testing.reads import grave, hand, kinds
from duelist.testing.scenario import Script, Table


def _fairy(set_card, hand_cards=()):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Fairy of the Spring", *hand_cards)
    table.grave(0, "Axe of Despair")
    table.spell_trap(1, set_card)
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    s.pick("target", "Axe of Despair")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Axe of Despair" in hand(duel, 0) and not s.has("activate", "Axe of Despair")
    return duel, s


def test_fairy_of_the_spring_leaves_my_other_spells_free():
    """Q: my opponent has a Set Anti-Spell Fragrance they have not activated. I activate Fairy of
    the Spring and add Axe of Despair. May I activate Pot of Greed from my hand? A: yes (only the
    Axe is barred, and the Fragrance is not face-up): I draw 2."""
    duel, s = _fairy("Anti-Spell Fragrance", hand_cards=("Pot of Greed",))
    assert s.has("activate", "Pot of Greed")
    s.pick("activate", "Pot of Greed")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Fairy of the Spring", "Pot of Greed"]
    assert sorted(hand(duel, 0)) == ["Axe of Despair", "Celtic Guardian", "Celtic Guardian"]


def test_fairy_of_the_spring_then_my_battle_phase_may_end_without_an_attack():
    """Q: my opponent has a Set Staunch Defender they have not activated. After Fairy of the
    Spring I enter my Battle Phase with Battle Ox. A: I may attack, or end the Battle Phase
    without attacking: I end it, and my Main Phase 2 comes."""
    duel, s = _fairy("Staunch Defender")
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "battle" and set(kinds(duel)) == {"attack", "end_battle"}
    s.pick("end_battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.phase == "main2" and duel.request.kind == "idle"
