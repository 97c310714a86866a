"""Twin Swords of Flashing Light - Tryce (21900719): an Equip Spell for any face-up monster,
activated by discarding 1 card; the monster loses 500 ATK and may attack twice each Battle Phase.

Sources: the card's text (the 2005 print, Dark Crisis DCR-037, and today's do the same in our
words: no ERAS entry); yugioh-wiki.net 《閃光の双剣－トライス》 (the discard is the activation's
cost; with Shooting Star Bow - Ceal the monster attacks directly twice); Goblin of Greed's text
(cards whose cost discards cannot be activated; yugioh-wiki.net 《強欲ゴブリン》); seed 000
§裝備魔法 (an Equip Card gone, its effect ends: the second attack is no longer granted)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

SWORDS = "Twin Swords of Flashing Light - Tryce"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_twin_swords_of_flashing_light_tryce_discards_and_attacks_twice():
    """Q: I discard Celtic Guardian to equip Twin Swords of Flashing Light - Tryce to my Battle Ox
    (1700); my opponent controls no monster. A: the Ox has 1200 ATK and attacks directly twice:
    my opponent takes 2400; Celtic Guardian is in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, SWORDS, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SWORDS, player=0)
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Celtic Guardian"] and duel.atk(ox.card(duel)) == 1200
    s.pick("battle")
    _resolve(s)
    s.pick("attack", "Battle Ox", target="player")
    _resolve(s)
    s.pick("attack", "Battle Ox", target="player")
    _resolve(s)
    assert lp(duel) == (8000, 5600)
    assert not s.has("attack", "Battle Ox")


def test_twin_swords_of_flashing_light_tryce_needs_a_card_to_discard():
    """Q: the Swords are my only card in hand. A: I cannot activate them: no card to discard."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, SWORDS)
    assert not Script(table.build()).has("activate", SWORDS)


def test_twin_swords_of_flashing_light_tryce_under_goblin_of_greed():
    """Q: my opponent's Goblin of Greed is face-up. A: I cannot activate the Swords: their cost
    discards."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(1, "Goblin of Greed")
    table.hand(0, SWORDS, "Celtic Guardian")
    assert not Script(table.build()).has("activate", SWORDS)


def test_twin_swords_of_flashing_light_tryce_with_shooting_star_bow():
    """Q: my Battle Ox holds Shooting Star Bow - Ceal and the Swords; my opponent controls
    Summoned Skull. A: the Ox has 200 ATK and attacks directly twice: 400 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, SWORDS, face_down=False, equipped_to=ox)
    table.spell_trap(0, "Shooting Star Bow - Ceal", face_down=False, equipped_to=ox)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("attack", "Battle Ox", target="player")
        _resolve(s)
    assert lp(duel) == (8000, 7600)


def test_twin_swords_of_flashing_light_tryce_destroyed_at_the_first_attack():
    """Q: my Battle Ox with the Swords declares its first attack; my opponent answers with
    Mystical Space Typhoon on the Swords. A: the Ox attacks with 1700 ATK (1700 damage) and has no
    second attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    swords = table.spell_trap(0, SWORDS, face_down=False, equipped_to=ox)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", swords, player=1)
    _resolve(s)
    assert lp(duel) == (8000, 6300) and grave(duel, 0) == [SWORDS]
    assert not s.has("attack", "Battle Ox")
