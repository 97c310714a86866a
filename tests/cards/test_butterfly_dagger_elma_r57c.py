"""Butterfly Dagger - Elma (69243953): an Equip Spell worth 300 ATK; destroyed while it equips a
monster and sent to the GY, it may go back to its owner's hand.

Sources, read in our words: yugioh-wiki.net 《蝶の短剣－エルマ》 (the OCG text: +300 ATK; "when this
card, equipped to a monster, is destroyed and sent to the GY, you can return it to its owner's
hand"; the Gearfried the Iron Knight loop that got it Forbidden in March 2005) and the atwiki
page on the card (aniwotawiki 51233: when the equipped monster is destroyed the Dagger is sent to
the GY as a rule, not destroyed while equipped, so it does not come back). The 2005 TCG print
(DCR) does the same (our reading): no 2005 entry. It is on the Forbidden list of the Goat
format (2005), so a Goat deck refuses it; positions still play it."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

DAGGER = "Butterfly Dagger - Elma"


def _pass_all(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_butterfly_dagger_elma_gives_300_atk():
    """Q: I equip Butterfly Dagger - Elma to Battle Ox. A: Battle Ox has 2000 ATK."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, DAGGER)
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DAGGER)
    s.pick("target", "Battle Ox")
    _pass_all(s)
    assert duel.atk(ox.card(duel)) == 2000


def test_butterfly_dagger_elma_destroyed_by_mst_returns_to_the_hand():
    """Q: my opponent's Mystical Space Typhoon destroys my Dagger equipped to Battle Ox. A: I may
    return it to my hand; Battle Ox is back to 1700 ATK."""
    table = Table(turn=3, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, DAGGER, face_down=False, equipped_to=ox)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", DAGGER, player=1)
    _pass_all(s)
    s.pick("yes", player=0)
    assert hand(duel, 0) == [DAGGER]
    assert grave(duel, 0) == []
    assert duel.atk(ox.card(duel)) == 1700


def test_butterfly_dagger_elma_may_stay_in_the_gy():
    """Q: the same, and I say no. A: the Dagger stays in my GY."""
    table = Table(turn=3, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, DAGGER, face_down=False, equipped_to=ox)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", DAGGER, player=1)
    _pass_all(s)
    s.pick("no", player=0)
    assert grave(duel, 0) == [DAGGER] and hand(duel, 0) == []


def test_butterfly_dagger_elma_not_when_its_monster_is_destroyed():
    """Q: my opponent's Fissure destroys Battle Ox, which wears my Dagger. A: the Dagger goes to
    the GY because its monster left (not destroyed while equipped): nothing is asked, it stays."""
    table = Table(turn=3, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, DAGGER, face_down=False, equipped_to=ox)
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", DAGGER]
    assert duel.request.kind == "idle" and duel.request.player == 1


def test_butterfly_dagger_elma_not_when_destroyed_before_it_equipped():
    """Q: I activate the Dagger on Battle Ox; my opponent chains Mystical Space Typhoon on it.
    A: it is destroyed before it ever equipped a monster: it cannot come back."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, DAGGER)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DAGGER)
    s.pick("target", "Battle Ox")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", DAGGER, player=1)
    _pass_all(s)
    assert grave(duel, 0) == [DAGGER] and hand(duel, 0) == []
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_butterfly_dagger_elma_gearfried_loop():
    """Q: I equip the Dagger to my Gearfried the Iron Knight. A: (both texts of Gearfried: the 2005
    rule with no chain link, today's trigger) Gearfried destroys it (an Equip Spell equipped to
    it); it was equipped when destroyed: it may come back to my hand, to be played again (the
    combo that got it Forbidden)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, DAGGER)
        table.monster(0, "Gearfried the Iron Knight")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", DAGGER)
        s.pick("target", "Gearfried the Iron Knight")
        _pass_all(s)
        s.pick("yes", player=0)
        assert hand(duel, 0) == [DAGGER], rules
        assert s.has("activate", DAGGER), rules


def test_butterfly_dagger_elma_stays_under_necrovalley():
    """Q: Necrovalley is face-up when Mystical Space Typhoon destroys my equipped Dagger. A: its
    effect would take it out of the GY, which Necrovalley negates: it stays in my GY
    (docs/cards.md `leaves_grave`: Necrovalley negates an effect that moves its card out of a GY)."""
    table = Table(turn=3, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, DAGGER, face_down=False, equipped_to=ox)
    table.field_spell(1, "Necrovalley")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", DAGGER, player=1)
    _pass_all(s)
    if duel.request.kind == "yes_no":
        s.pick("yes", player=0)
        _pass_all(s)
    assert grave(duel, 0) == [DAGGER] and hand(duel, 0) == []
