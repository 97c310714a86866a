"""Abyss Soldier (18318842): once per turn, in its controller's Main Phase, discard a WATER
monster (the cost) to return a card on the field, chosen as a target, to its owner's hand.

Sources: the card's 2005 text (Champion of Chaos promo CMC-EN001, as Pojo's Card of the Day of
2004-11-19 prints it: discard 1 WATER monster to return 1 card on the field to its owner's hand,
once per turn, in the Main Phase) and today's (the discard is a cost; the card is a target);
the cogonline.net review of CMC-EN001 (Sinister Serpent as the discarded WATER monster);
seed 000 §起動效果 (an ignition effect resolves though its monster was turned face-down in the
chain: its text has no "while face-up"); seed 000 §效果分類 (Skill Drain negates a monster's
effect activated on the field: the cost stays paid). One text in both eras: these tests use the
GOAT preset where the era matters, the default elsewhere."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_abyss_soldier_discards_sinister_serpent_to_return_a_set_trap():
    """Q: I discard Sinister Serpent for Abyss Soldier and target my opponent's Set Mirror
    Force. A: the Serpent is in my GY (the cost), Mirror Force is back in my opponent's hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Abyss Soldier")
    table.hand(0, "Sinister Serpent", "Battle Ox")
    force = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Abyss Soldier", request="idle")
    s.pick("select", "Sinister Serpent", player=0)
    s.pick("target", force, player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Sinister Serpent"]
    assert hand(duel, 0) == ["Battle Ox"]
    assert hand(duel, 1) == ["Mirror Force"]
    assert duel.players[1].szone == [None] * 5


def test_abyss_soldier_needs_a_water_monster_in_the_hand():
    """Q: my hand holds only Battle Ox (EARTH) and Mystical Space Typhoon: may I activate Abyss
    Soldier? A: no: its cost is a WATER monster from the hand."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Abyss Soldier")
    table.hand(0, "Battle Ox", "Mystical Space Typhoon")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert not Script(duel).has("activate", "Abyss Soldier")


def test_abyss_soldier_is_used_once_per_turn():
    """Q: I returned my opponent's Celtic Guardian with Abyss Soldier; I still hold a WATER
    monster: may I use it again this turn? A: no, once per turn."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Abyss Soldier")
    table.hand(0, "Sinister Serpent", "Sinister Serpent")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Abyss Soldier")
    s.pick("select", "Sinister Serpent", first=True)
    s.pick("target", "Celtic Guardian")
    _resolve(s)
    assert hand(duel, 1) == ["Celtic Guardian"]
    assert not s.has("activate", "Abyss Soldier")


def test_abyss_soldier_turned_face_down_in_the_chain_still_returns_its_target():
    """Q: I activate Abyss Soldier on my opponent's Battle Ox; they chain Book of Moon on my
    Abyss Soldier. A: the effect still resolves (an ignition effect, no "while face-up"):
    Battle Ox returns to their hand, my Abyss Soldier stays face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    soldier = table.monster(0, "Abyss Soldier")
    table.hand(0, "Sinister Serpent")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Abyss Soldier")
    s.pick("select", "Sinister Serpent")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", soldier, player=1)
    _resolve(s)
    assert hand(duel, 1) == ["Battle Ox"]
    assert soldier.card(duel).position == "set"
    assert grave(duel, 1) == ["Book of Moon"]


def test_abyss_soldier_under_skill_drain_pays_its_cost_and_returns_nothing():
    """Q: my opponent has a face-up Skill Drain; I activate Abyss Soldier, discarding Sinister
    Serpent, on their Battle Ox. A: its effect is negated: the Serpent stays in my GY (the cost
    is paid), Battle Ox stays on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Abyss Soldier")
    table.hand(0, "Sinister Serpent")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Abyss Soldier")
    s.pick("select", "Sinister Serpent")
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert grave(duel, 0) == ["Sinister Serpent"]
    assert field_monsters(duel, 1) == ["Battle Ox"] and hand(duel, 1) == []
