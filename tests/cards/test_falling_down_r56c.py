"""Falling Down (32919136), Equip Spell: with a face-up "Archfiend" monster, take control of an
opponent's monster; destroyed once you control no face-up Archfiend; 800 damage to you in each
of your Standby Phases.

Sources, read in our words: the card's text (DCR, 2005; today's TCG text the same: activated
only while you control a face-up Archfiend monster; equip only to a monster your opponent
controls; you control it; if you control no face-up Archfiend monster, destroy this card;
during each of your Standby Phases you take 800 damage) and the OCG text on yugioh-wiki.net
《堕落》 (the destruction a continuous effect, the damage in its controller's Standby Phases).
Snatch Steal is the model of the control (its tests and seed 000 §裝備魔法: the monster goes
back when the Equip Card leaves); our reading: the self-destruction is applied by the state
checks, no chain link, and not while the card's effects are negated. Which cards are
"Archfiends" (kit.is_archfiend): the card database's series, Summoned Skull too (its OCG name),
in 2005 as today (Card of the Day, eternity.mancubus.net, 2005-01-28: Summoned Skull and B.
Skull Dragon retroactively deemed Archfiends; the Yu-Gi-Oh! Wiki "Archfiend" quotes the UDE
site: "most" Archfiends show it in their name, and the cards named デーモン in Japanese that were
out before Dark Crisis were classified retroactively; cogonline.net "Archfiends: The Low-Down" lists them:
Axe of Despair, B. Skull Dragon, Beast of Talwar, Fiend Skull Dragon, Lesser Fiend, Shadow Tamer,
Summoned Skull, Toon Summoned Skull and the cards named Archfiend). Pojo's 2006 line "any card that had
archfiend in its name" adds cards; it excludes none."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import settle

FD = "Falling Down"


def _steal(mine=("Archfiend Soldier",), theirs="Summoned Skull", rules="GOAT"):
    """Turn 3: player 0 holds Falling Down, controls `mine`; player 1 controls `theirs` and draws
    Fissure first."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, FD)
    for name in mine:
        table.monster(0, name)
    foe = table.monster(1, theirs)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Fissure"] + ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    return duel, s, foe


def test_falling_down_takes_control():
    """Q: (both texts) I control Archfiend Soldier and equip Falling Down to my opponent's
    Summoned Skull. A: I control the Skull."""
    for rules in ("GOAT", "MR5"):
        duel, s, foe = _steal(rules=rules)
        s.pick("activate", FD)
        s.pick("target", foe)
        settle(duel, s)
        assert foe.card(duel).controller == 0, rules
        assert sorted(field_monsters(duel, 0)) == ["Archfiend Soldier", "Summoned Skull"], rules


def test_falling_down_needs_a_face_up_archfiend():
    """Q: I control only Battle Ox, or a Set Archfiend Soldier. A: Falling Down cannot be
    activated."""
    duel, s, foe = _steal(mine=("Battle Ox",))
    assert not s.has("activate", FD)
    table = Table(turn=3, turn_player=0)
    table.hand(0, FD)
    table.monster(0, "Archfiend Soldier", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", FD)


def test_falling_down_800_damage_in_my_standby_phases():
    """Q: I took the Skull on my turn; the turns go on to my next Standby Phase. A: nothing in my
    opponent's Standby Phase; in mine I take 800 (7200)."""
    duel, s, foe = _steal()
    s.pick("activate", FD)
    s.pick("target", foe)
    settle(duel, s)
    s.end_turn()
    settle(duel, s)
    assert duel.turn == 4 and lp(duel) == (8000, 8000)
    s.end_turn()
    settle(duel, s)
    assert duel.turn == 5 and duel.phase == "main1" and lp(duel) == (7200, 8000)
    assert foe.card(duel).controller == 0


def test_falling_down_destroyed_when_my_last_archfiend_is_destroyed():
    """Q: I took my opponent's Blue-Eyes White Dragon with Falling Down beside my Archfiend
    Soldier; in their turn their Fissure destroys my face-up monster with the lowest ATK, the
    Soldier (1900).
    A: I control no face-up Archfiend: Falling Down is destroyed (a state check, no chain link)
    and the Blue-Eyes goes back to my opponent."""
    duel, s, foe = _steal(theirs="Blue-Eyes White Dragon")
    s.pick("activate", FD)
    s.pick("target", foe)
    settle(duel, s)
    s.end_turn()
    settle(duel, s)
    assert duel.turn == 4 and "Fissure" in [c.name for c in duel.players[1].hand]
    s.pick("activate", "Fissure", player=1)
    settle(duel, s)
    assert sorted(grave(duel, 0)) == ["Archfiend Soldier", FD]
    assert foe.card(duel).controller == 1 and field_monsters(duel, 0) == []


def test_falling_down_summoned_skull_is_an_archfiend_in_both_eras():
    """Q: my only monster is Summoned Skull. A: it is an "Archfiend" card (its OCG name; the card
    database's series), in 2005 too (the module's sources): Falling Down can be activated under
    both presets."""
    for rules in ("MR5", "GOAT"):
        duel, s, foe = _steal(mine=("Summoned Skull",), theirs="Battle Ox", rules=rules)
        assert s.has("activate", FD), rules


def test_falling_down_taken_summoned_skull_keeps_it_in_both_eras():
    """Q: I took my opponent's Summoned Skull beside my Archfiend Soldier; their Fissure destroys
    the Soldier. A: the Skull I control is an Archfiend (in 2005 too: the module's sources):
    Falling Down stays and I keep the Skull, under both presets."""
    for rules in ("MR5", "GOAT"):
        duel, s, foe = _steal(rules=rules)
        s.pick("activate", FD)
        s.pick("target", foe)
        settle(duel, s)
        s.end_turn()
        settle(duel, s)
        s.pick("activate", "Fissure", player=1)
        settle(duel, s)
        assert grave(duel, 0) == ["Archfiend Soldier"] and foe.card(duel).controller == 0, rules
