"""Black Pendant (65169794), Equip Spell: the equipped monster gains 500 ATK; when this card is
sent from the field to the GY, its player's opponent takes 500 damage.

Sources: the card's text (MRL 2002 and today's agree; today's says "if", the 2002 OCG text
"when": mandatory either way, so it cannot miss the timing); yugioh-wiki 《黒いペンダント》 (a
mandatory effect treated as a trigger, activated in the GY; the damage comes also when it is
sent to the GY while Set, the reason it plays in 【大逆転クイズ】 decks, and it is hard to stop);
seed 000 §裝備魔法 (an Equip Spell goes when its monster leaves the field or turns face-down).
Necrovalley leaves alone an effect activated in the GY that moves nothing out of it
(docs/cards.md `leaves_grave`). Default preset (MR5)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_black_pendant_gives_500_atk():
    """Q: I activate Black Pendant on Battle Ox. A: 2200 ATK, DEF 1000 untouched."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Black Pendant")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Pendant")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (2200, 1000)


def test_black_pendant_destroyed_deals_500_to_the_opponent():
    """Q: my opponent destroys my Black Pendant with Mystical Space Typhoon. A: they take 500
    damage; the Pendant is in my GY, Battle Ox back at 1700."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Black Pendant", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Black Pendant", player=1)
    _resolve(duel, s)
    assert lp(duel) == (8000, 7500) and grave(duel, 0) == ["Black Pendant"]
    assert duel.atk(ox.card(duel)) == 1700


def test_black_pendant_set_and_destroyed_deals_500_too():
    """Q: my Black Pendant is Set (never activated) and my opponent destroys it with Mystical
    Space Typhoon. A: it was sent from the field to the GY: they take 500 all the same
    (yugioh-wiki)."""
    table = Table(turn=3)
    table.spell_trap(0, "Black Pendant")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    targets = [o for o in duel.request.options if o.kind == "target"]
    assert len(targets) == 1
    s.answer(targets[0])
    _resolve(duel, s)
    assert lp(duel) == (8000, 7500) and grave(duel, 0) == ["Black Pendant"]


def test_black_pendant_destroyed_in_answer_to_its_own_activation_deals_500():
    """Q: I activate Black Pendant on Battle Ox; my opponent chains Mystical Space Typhoon on it.
    A: it never equips, but it went from the field to the GY: my opponent takes 500."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Black Pendant")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Pendant")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Black Pendant", player=1)
    _resolve(duel, s)
    assert lp(duel) == (8000, 7500) and grave(duel, 0) == ["Black Pendant"]
    assert duel.atk(ox.card(duel)) == 1700


def test_black_pendant_burns_when_its_monster_turns_face_down():
    """Q: my opponent turns my Battle Ox face-down with Book of Moon. A: the Pendant is sent to
    the GY and my opponent takes 500."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Black Pendant", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _resolve(duel, s)
    assert ox.card(duel).position == "set"
    assert lp(duel) == (8000, 7500) and grave(duel, 0) == ["Black Pendant"]


def test_black_pendant_on_a_monster_destroyed_by_battle_burns_in_the_damage_step():
    """Q: my Battle Ox with the Pendant (2200) attacks Summoned Skull (2500). A: Battle Ox is
    destroyed, I take 300; the Pendant goes to the GY and my opponent takes 500."""
    table = Table(turn=3, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Black Pendant", face_down=False, equipped_to=ox)
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=skull)
    _resolve(duel, s)
    assert lp(duel) == (7700, 7500)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Black Pendant"]


def test_black_pendant_burns_after_a_resolving_pot_of_greed_and_under_necrovalley():
    """Q: Necrovalley is face-up; I activate Pot of Greed, my opponent chains Mystical Space
    Typhoon on my Pendant. A: the burn is mandatory, so no missed timing, and moves nothing out
    of the GY, so Necrovalley leaves it alone: I draw 2, then my opponent takes 500."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Black Pendant", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Mystical Space Typhoon")
    table.field_spell(1, "Necrovalley")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Black Pendant", player=1)
    _resolve(duel, s)
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Hitotsu-Me Giant"]
    assert lp(duel) == (8000, 7500)
    assert sorted(grave(duel, 0)) == ["Black Pendant", "Pot of Greed"]
