"""Mask of Brutality (82432018), Equip Spell: +1000 ATK, -1000 DEF; 1000 LP in each of its controller's
Standby Phases, else destroyed.

Sources, in our words: the card's text (LON-020, 2003: the monster's ATK up 1000 and DEF down 1000; pay
1000 LP each of your Standby Phases or it is destroyed; today's text says the same: no ERAS entry, as
Messenger of Peace's upkeep); seed 000 §裝備魔法; a maintenance cost is no effect of the card and is
paid while its effect is negated (yugioh.fandom.com "Card Rulings:Imperial Order", as this engine's
Messenger of Peace and Imperial Order); a DEF cannot go below 0 (our reading of the rule that
ATK and DEF are never negative, as this engine plays every loss)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

MB = "Mask of Brutality"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_mask_of_brutality_gives_1000_atk_and_takes_1000_def():
    """Q: I equip Mask of Brutality to my Mystical Elf (800/2000), and another to my opponent's Kuriboh
    (300/200). A: Elf 1800/1000; Kuriboh 1300/0 (a DEF never goes under 0)."""
    table = Table(rules="GOAT", turn=3)
    elf = table.monster(0, "Mystical Elf")
    kuri = table.monster(1, "Kuriboh")
    m1, m2 = table.hand(0, MB, MB)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", m1)
    s.pick("target", elf)
    _pass_all(duel, s)
    s.pick("activate", m2)
    s.pick("target", kuri)
    _pass_all(duel, s)
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (1800, 1000)
    assert (duel.atk(kuri.card(duel)), duel.defense(kuri.card(duel))) == (1300, 0)


def _standby(lp=8000):
    table = Table(rules="GOAT", turn=3, phase="draw", lp=(lp, 8000))
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, MB, face_down=False, equipped_to=ox)
    table.deck(0, ["Celtic Guardian"] * 3)
    return table, ox


def test_mask_of_brutality_upkeep_paid():
    """Q: my turn begins with Mask of Brutality on my Battle Ox; I pay. A: 7000 LP, it stays: 2700 ATK."""
    table, ox = _standby()
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    assert duel.players[0].lp == 7000 and duel.phase == "main1"
    assert duel.atk(ox.card(duel)) == 2700


def test_mask_of_brutality_destroyed_when_not_paid():
    """Q: same, but I decline. A: Mask of Brutality is destroyed; 8000 LP; Battle Ox back to 1700."""
    table, ox = _standby()
    duel = table.build()
    Script(duel).pick("no", request="yes_no", player=0)
    assert duel.players[0].lp == 8000 and grave(duel, 0) == [MB]
    assert duel.atk(ox.card(duel)) == 1700


def test_mask_of_brutality_destroyed_when_it_cannot_be_paid():
    """Q: I have 900 LP as my Standby Phase begins. A: I cannot pay 1000: it is destroyed, nothing asked."""
    table, ox = _standby(lp=900)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert duel.players[0].lp == 900 and grave(duel, 0) == [MB]


def test_mask_of_brutality_nothing_due_in_the_opponents_standby_phase():
    """Q: my opponent's turn begins with my Mask of Brutality face-up. A: no question, 8000 LP."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, MB, face_down=False, equipped_to=ox)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.players[0].lp == 8000
    assert duel.atk(ox.card(duel)) == 2700


def test_mask_of_brutality_under_imperial_order_still_owes_its_upkeep():
    """Q: Imperial Order (my opponent's) is face-up as my turn begins; my Battle Ox holds Mask of
    Brutality. A: the Mask's ATK/DEF change is negated (1700/1000), yet its 1000 LP upkeep is still asked;
    I pay: 7000 LP."""
    table = Table(rules="GOAT", turn=3, phase="draw")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, MB, face_down=False, equipped_to=ox)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (1700, 1000)
    Script(duel).pick("yes", request="yes_no", player=0)
    assert duel.players[0].lp == 7000
    assert [c.name for c in duel.players[0].szone if c] == [MB]
