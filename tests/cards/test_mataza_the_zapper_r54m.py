"""Mataza the Zapper (Effect Monster): it can attack twice in each Battle Phase, and control of it
cannot switch.

Sources: the card's text, in our own words (the 2005 print, IOC, says the same: no era entry).
yugioh-wiki.net 《不意打ち又佐》 and the general ruling on "control cannot switch" monsters (OCG
rulings, as for Blindly Loyal Goblin): such a monster is no legal choice for an effect that changes
control (Change of Heart, Snatch Steal, Creature Swap), whereas a monster merely unaffected is; its
effect applies only while it is face-up (a face-down Mataza can be taken). Seed 004 §战斗阶段: each
attack declaration is made in the Battle Step."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind in ("chain",):
        s.pick("pass")


def test_mataza_the_zapper_attacks_directly_twice():
    """Q: my opponent's field is empty; I attack directly with Mataza the Zapper (1300 ATK). May I
    attack again? A: yes: two direct attacks, 2600 damage; then it has no third attack."""
    table = Table(turn=3)
    table.monster(0, "Mataza the Zapper")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Mataza the Zapper", target="player")
    _pass_all(s, duel)
    s.expect(request="battle", player=0)
    s.pick("attack", "Mataza the Zapper", target="player")
    _pass_all(s, duel)
    assert duel.players[1].lp == 8000 - 2600
    s.expect(request="battle", player=0)
    assert not s.has("attack", "Mataza the Zapper")


def test_mataza_the_zapper_second_attack_may_pick_any_target():
    """Q: Mataza the Zapper destroys my opponent's Petit Moth (300 ATK) by battle, and
    they still control Mystic Tomato (1400 ATK, here in Defense: 1100 DEF). A: its second attack may
    go at the Mystic Tomato (any monster, unlike Asura Priest's "each monster once")."""
    table = Table(turn=3)
    table.monster(0, "Mataza the Zapper")
    table.monster(1, "Petit Moth")
    table.monster(1, "Mystic Tomato", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Mataza the Zapper", target="Petit Moth")
    _pass_all(s, duel)
    assert "Petit Moth" in grave(duel, 1)
    s.expect(request="battle", player=0)
    assert s.has("attack", "Mataza the Zapper", target="Mystic Tomato")
    assert not s.has("attack", "Mataza the Zapper", target="player")     # (a monster is there)


def test_mataza_the_zapper_cannot_be_taken_by_change_of_heart():
    """Q: my opponent's only monster is a face-up Mataza the Zapper; may I activate Change of Heart?
    A: no: its control cannot switch, so it is no legal target, and the card has none."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    table.monster(1, "Mataza the Zapper")
    duel = table.build()
    assert not Script(duel).has("activate", "Change of Heart")


def test_mataza_the_zapper_face_down_can_be_taken():
    """Q: my opponent's Mataza the Zapper is face-down; may Change of Heart take it? A: yes: its
    effect applies only face-up; I control it until the End Phase."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    table.monster(1, "Mataza the Zapper", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target")        # (the face-down monster, unnamed to me)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Mataza the Zapper"] and field_monsters(duel, 1) == []


def test_mataza_the_zapper_is_no_choice_for_creature_swap():
    """Q: (Goat) I activate Creature Swap; my opponent controls Mataza the Zapper and Battle Ox; I
    control Celtic Guardian. A: my opponent cannot give Mataza: Battle Ox comes to me, my Celtic
    Guardian goes to them, Mataza stays."""
    table = Table(turn=3, rules="GOAT")
    table.hand(0, "Creature Swap")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mataza the Zapper")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Mataza the Zapper"]


def test_mataza_the_zapper_cannot_be_equipped_by_snatch_steal_goat():
    """Q: (Goat) my opponent controls a face-up Mataza the Zapper and Battle Ox; I activate Snatch
    Steal. A: only Battle Ox may be its target."""
    table = Table(turn=3, rules="GOAT")
    table.hand(0, "Snatch Steal")
    table.monster(1, "Mataza the Zapper")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    assert s.has("target", "Battle Ox") and not s.has("target", "Mataza the Zapper")
