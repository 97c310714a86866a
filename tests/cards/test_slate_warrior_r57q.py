"""Slate Warrior (78636495): FLIP: it gains 500 ATK and DEF; when it is destroyed by battle, the
monster that destroyed it loses 500 ATK and DEF (both for as long as the monster stays on the
field).

Sources: the card's text in our words (its 2005 TCG text and today's do the same: no ERAS entry);
yugioh-wiki.net 《ニュート》: the second effect is a trigger separate from the Flip effect, so it
also works when Slate Warrior was Summoned face-up; it need not reach the GY (Macro Cosmos does not
stop it); a destruction by an effect (Mystic Swordsman LV2) is not one by battle. Seed 000 §誘發效果:
activated in the GY or among the banished cards, Skill Drain (face-up monsters on the field) does
not reach it (as Giant Germ's ruling, our reading for this card). A monster's own gain is lost once
its effects are negated (docs/cards.md, Number 17: Leviathan Dragon's FAQ)."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

SW = "Slate Warrior"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind in ("chain", "yes_no"):
        if duel.request.kind == "yes_no":
            s.pick("no", player=duel.request.player)
        else:
            s.pick("pass", player=duel.request.player)


def test_slate_warrior_flip_summon_gains_500():
    """Q: I Flip Summon Slate Warrior. A: it becomes 2400 ATK / 900 DEF, and stays so next turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    sw = table.monster(0, SW, position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SW)
    _pass_all(s, duel)
    card = sw.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (2400, 900)
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 4 and (duel.atk(sw.card(duel)), duel.defense(sw.card(duel))) == (2400, 900)


def test_slate_warrior_destroyed_face_up_weakens_its_destroyer():
    """Q: my face-up Attack Position Slate Warrior (1900), Normal Summoned so never flipped, is
    attacked by Summoned Skull (2500). A: it is destroyed, I take 600, and Summoned Skull becomes
    2000 ATK / 700 DEF."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, SW)
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=SW, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [SW] and lp(duel) == (7400, 8000)
    assert (duel.atk(skull.card(duel)), duel.defense(skull.card(duel))) == (2000, 700)


def test_slate_warrior_attacked_face_down_flip_does_nothing_but_the_attacker_is_weakened():
    """Q: my face-down Slate Warrior (400 DEF) is attacked by Mad Dog of Darkness (1900). A: it is
    flipped and destroyed; its FLIP boost finds it gone, and Mad Dog becomes 1400 / 900."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    sw = table.monster(0, SW, position="set")
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mad Dog of Darkness", target=sw, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [SW] and lp(duel) == (8000, 8000)
    assert (duel.atk(dog.card(duel)), duel.defense(dog.card(duel))) == (1400, 900)


def test_slate_warrior_both_destroyed_nothing_to_weaken():
    """Q: my face-up Slate Warrior (1900) attacks Mad Dog of Darkness (1900). A: both are destroyed;
    there is no monster left to weaken, and nothing else happens."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SW)
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SW, target=dog, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [SW] and grave(duel, 1) == ["Mad Dog of Darkness"]
    assert lp(duel) == (8000, 8000)


def test_slate_warrior_banished_by_macro_cosmos_still_weakens():
    """Q: Macro Cosmos is face-up; Summoned Skull destroys my face-up Slate Warrior, which is
    banished instead of going to the GY. A: destroyed by battle all the same: Skull becomes 2000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, SW)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=SW, request="battle")
    _pass_all(s, duel)
    assert banished(duel, 0) == [SW] and grave(duel, 0) == []
    assert duel.atk(skull.card(duel)) == 2000


def test_slate_warrior_skill_drain_stops_the_flip_not_the_destroyed_trigger():
    """Q: my opponent's Skill Drain is face-up. I Flip Summon Slate Warrior; later their Summoned
    Skull destroys it. A: the FLIP boost is negated (it stays 1900); the second effect is activated
    from the GY, out of Skill Drain's reach: Skull becomes 2000 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    sw = table.monster(0, SW, position="set")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SW)
    _pass_all(s, duel)
    assert duel.atk(sw.card(duel)) == 1900
    table2 = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table2.monster(0, SW)
    skull = table2.monster(1, "Summoned Skull")
    table2.spell_trap(1, "Skill Drain", face_down=False)
    duel2 = table2.build()
    s2 = Script(duel2)
    s2.pick("attack", "Summoned Skull", target=SW, request="battle")
    _pass_all(s2, duel2)
    assert grave(duel2, 0) == [SW] and duel2.atk(skull.card(duel2)) == 2000


def test_slate_warrior_destroyed_by_an_effect_weakens_nothing():
    """Q: my opponent's Mystic Swordsman LV2 attacks my face-down Slate Warrior and destroys it by
    its own effect at the start of the Damage Step. A: not destroyed by battle: the Swordsman keeps
    900 ATK."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    sw = table.monster(0, SW, position="set")
    lv2 = table.monster(1, "Mystic Swordsman LV2")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Swordsman LV2", target=sw, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [SW]
    assert duel.atk(lv2.card(duel)) == 900
