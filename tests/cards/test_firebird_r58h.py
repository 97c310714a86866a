"""Firebird (87473172): each time a face-up Winged Beast monster you control is destroyed and sent
to the GY, it gains 500 ATK.

Sources, in our words: the card's texts (FET-EN032, 2005, and today's: the same; no ERAS entry), the
OCG text (yugioh-wiki.net 《火炎鳥》: a monster face-up on your field, destroyed and sent to the GY).
Our reading: a mandatory trigger effect, as the other "each time ..., this card gains ATK" monsters of
the engine (Millennium Scorpion, yugioh-wiki.net: a trigger effect), so it works in the Damage Step
and Skill Drain stops it; the gain is lost once Firebird leaves the field or is turned face-down (a
change a monster gives itself, seed 000 §怪獸的表示形式). A monster destroyed face-down, a monster
sent to the GY without being destroyed (a Tribute) and the opponent's monsters do not count."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

FB = "Firebird"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_firebird_gains_500_when_a_winged_beast_is_destroyed_by_battle():
    """Q: my opponent's Battle Ox (1700) destroys my face-up Harpie Lady (1300, Winged Beast) in battle.
    A: it is destroyed and sent to the GY: Firebird's ATK becomes 1500 (and 2000 after a second one)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    fb = table.monster(0, FB, position="defense")
    harpie = table.monster(0, "Harpie Lady")
    crown = table.monster(0, "Blue-Winged Crown")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=harpie, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Harpie Lady"] and _atk(duel, fb) == 1500
    s.pick("attack", "Mad Dog of Darkness", target=crown, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Harpie Lady", "Blue-Winged Crown"] and _atk(duel, fb) == 2000


def test_firebird_not_for_a_set_monster_a_tribute_or_another_type():
    """Q: my Set Harpie Lady is destroyed face-down by my opponent's Man-Eater Bug; then I Tribute my
    face-up Blue-Winged Crown for Summoned Skull. A: neither is a face-up Winged Beast destroyed and
    sent to the GY: Firebird stays at 1000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    fb = table.monster(0, FB)
    harpie = table.monster(0, "Harpie Lady", position="set")
    table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Man-Eater Bug")
    s.pick("target", harpie, player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Harpie Lady"] and _atk(duel, fb) == 1000

    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    fb = table.monster(0, FB)
    table.monster(0, "Blue-Winged Crown")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Blue-Winged Crown")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Blue-Winged Crown"] and _atk(duel, fb) == 1000


def test_firebird_not_for_the_opponents_winged_beast():
    """Q: my Battle Ox destroys my opponent's Harpie Lady in battle. A: not a monster I control:
    Firebird stays at 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    fb = table.monster(0, FB, position="defense")
    table.monster(0, "Battle Ox")
    harpie = table.monster(1, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=harpie, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Harpie Lady"] and _atk(duel, fb) == 1000


def test_firebird_loses_its_gain_when_turned_face_down():
    """Q: Firebird gained 500 (1500); my opponent's Book of Moon turns it face-down, and I Flip Summon
    it on my next turn. A: the gain is gone: back to 1000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    fb = table.monster(0, FB, position="defense")
    harpie = table.monster(0, "Harpie Lady")
    table.monster(1, "Battle Ox")
    table.hand(1, "Book of Moon")
    table.deck(0, ["Sangan"])
    table.deck(1, ["Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=harpie, request="battle")
    _pass_all(s, duel)
    assert _atk(duel, fb) == 1500
    s.pick("end_battle")
    _pass_all(s, duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", fb, player=1)
    _pass_all(s, duel)
    assert fb.card(duel).position == "set"
    s.end_turn()
    while duel.request.kind != "idle" or duel.turn_player != 0:
        s.pick("pass", player=duel.request.player)
    s.pick("flip_summon", FB)
    _pass_all(s, duel)
    assert fb.card(duel).position == "attack" and _atk(duel, fb) == 1000
