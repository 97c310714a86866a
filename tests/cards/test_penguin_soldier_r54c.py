"""Penguin Soldier: FLIP: its controller may return up to 2 monsters on the field to the hand.

Sources: the card's text (2005, MRD/Pharaoh's Servant prints: "you can return a maximum of 2
monsters on the field to their owners' hands"; today's: "you can target up to 2 monsters on the
field; return them to the hand"), in our own words: optional, targets, either side, itself too.
The 2005 text and today's do the same: no era entry. Seed 004 §怪兽的战斗规则 › 翻转效果的发动:
a FLIP effect of a monster flipped by an attack cannot target a monster whose destruction by
that battle is decided (itself, here). Seed 000 §卡片的移動: a card returned to the hand goes to
its owner's hand; a Fusion Monster goes to the Extra Deck instead."""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_penguin_soldier_returns_two_monsters():
    """Q: I Flip Summon Penguin Soldier and target my opponent's Battle Ox and Celtic Guardian.
    A: both go back to my opponent's hand; Penguin Soldier stays face-up."""
    table = Table(turn=3)
    penguin = table.monster(0, "Penguin Soldier", position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", penguin)
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Battle Ox")
    s.pick("target", "Celtic Guardian")
    _resolve(s)
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Penguin Soldier"] and field_monsters(duel, 1) == []


def test_penguin_soldier_may_return_itself_and_only_one_other():
    """Q: may Penguin Soldier return itself and one monster of my opponent's? A: yes: "up to 2"
    monsters on the field, itself among them; each goes to its owner's hand."""
    table = Table(turn=3)
    penguin = table.monster(0, "Penguin Soldier", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", penguin)
    s.pick("yes")
    s.pick("target", penguin)
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert hand(duel, 0) == ["Penguin Soldier"] and hand(duel, 1) == ["Battle Ox"]


def test_penguin_soldier_may_return_just_one():
    """Q: may I return only one monster? A: yes, "up to 2": I stop after the first target."""
    table = Table(turn=3)
    penguin = table.monster(0, "Penguin Soldier", position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", penguin)
    s.pick("yes")
    s.pick("target", "Battle Ox")
    s.pick("done")
    _resolve(s)
    assert hand(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == ["Celtic Guardian"]


def test_penguin_soldier_effect_is_optional():
    """Q: must Penguin Soldier's effect be used? A: no ("you can"): declined, nothing returns."""
    table = Table(turn=3)
    penguin = table.monster(0, "Penguin Soldier", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", penguin)
    s.pick("no", player=0, request="yes_no")
    _resolve(s)
    s.expect(request="idle", player=0)
    assert hand(duel, 1) == [] and field_monsters(duel, 1) == ["Battle Ox"]


def test_penguin_soldier_destroyed_by_the_attack_cannot_return_itself():
    """Q: my opponent's Battle Ox attacks my Set Penguin Soldier (500 DEF). May it return itself
    to my hand? A: no: its destruction by that battle is decided; it returns the Battle Ox (and
    so the attacker leaves the field) and goes to the GY."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    penguin = table.monster(0, "Penguin Soldier", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=penguin)
    _resolve(s)
    s.pick("yes", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert hand(duel, 1) == ["Battle Ox"] and grave(duel, 0) == ["Penguin Soldier"]


def test_penguin_soldier_returns_a_fusion_monster_to_the_extra_deck():
    """Q: (Goat) Penguin Soldier targets my opponent's Gaia the Dragon Champion and a Sheep Token.
    A: the Fusion Monster goes to its owner's Extra Deck, not the hand; the Token is gone."""
    table = Table(rules="GOAT", turn=3)
    penguin = table.monster(0, "Penguin Soldier", position="set")
    table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    table.monster(1, 73915052, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", penguin)
    s.pick("yes")
    s.pick("target", "Gaia the Dragon Champion")
    s.pick("target", "Sheep Token")
    _resolve(s)
    assert hand(duel, 1) == [] and field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]


def test_nobleman_of_crossout_on_a_set_penguin_soldier_banishes_the_decks_copies():
    """Q: (Goat) I Nobleman of Crossout my opponent's Set Penguin Soldier. A: it is destroyed and
    banished without flipping (no effect), and being a Flip Effect Monster every Penguin Soldier
    in both Decks is banished too (Nobleman of Crossout's text)."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Nobleman of Crossout")
    penguin = table.monster(1, "Penguin Soldier", position="set")
    table.monster(0, "Battle Ox")
    table.deck(1, ["Penguin Soldier", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", penguin)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert banished(duel, 1) == ["Penguin Soldier", "Penguin Soldier"]
    assert field_monsters(duel, 0) == ["Battle Ox"]
