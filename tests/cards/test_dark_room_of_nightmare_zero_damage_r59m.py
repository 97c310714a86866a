"""Dark Room of Nightmare (85562745) beside an effect that deals 0 damage (round 59m).

Sources: yugioh-wiki.net 「ダメージ」 (in our words: dealing 0 damage does not exist in the
rules; damage that comes to 0 counts as no damage taken, so an effect that waits for damage
taken does not activate); Dark Room of Nightmare's own text (it answers damage its controller's
opponent takes from a card effect); Ring of Destruction's 2005 text (the GOAT preset: both
players take the destroyed monster's ATK, here 0).

Round 59m's mutants of actions.py `_effect_damage_stopped` (`if amount <= 0: return False`,
round 58o's open entries) led here: the engine logs a `damage` happening of 0 for an effect's 0
damage (`effect_damage`), and Dark Room of Nightmare hears it and deals its 300. Left as a
strict xfail until the lead's fix in actions.py `effect_damage` (no happening for an amount of 0
or less; stop 59)."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def _ring_on_idol(with_wombat):
    """GOAT, turn 4, my opponent's Main Phase 1: they Normal Summon Battle Ox; in that window I
    activate Ring of Destruction on their Thousand-Eyes Idol (0 ATK); my Dark Room of Nightmare is
    face-up (and, where asked, they control Des Wombat)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    idol = table.monster(1, "Thousand-Eyes Idol")
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    table.spell_trap(0, "Ring of Destruction")
    if with_wombat:
        table.monster(1, "Des Wombat")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", idol)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel


def _dark_room_activations(duel):
    return [e for e in of_type(duel, "activate_effect") if e["name"] == "Dark Room of Nightmare"]


def test_ring_of_destruction_on_a_0_atk_monster_does_not_wake_dark_room():
    """Q: (GOAT) my Dark Room of Nightmare is face-up; I Ring of Destruction my opponent's
    Thousand-Eyes Idol (0 ATK): both players "take" 0. A: no one took damage, so Dark Room does
    not activate: both players stay at 8000."""
    duel = _ring_on_idol(with_wombat=False)
    assert _dark_room_activations(duel) == []
    assert lp(duel) == (8000, 8000)
    assert duel.request.kind == "idle"


def test_ring_of_destruction_on_a_0_atk_monster_beside_des_wombat():
    """Q: (GOAT) as above, and my opponent controls Des Wombat (effect damage to them becomes
    0). A: still no damage taken by anyone: Dark Room does not activate (nothing for Des Wombat to
    stop either); both players stay at 8000."""
    duel = _ring_on_idol(with_wombat=True)
    assert _dark_room_activations(duel) == []
    assert lp(duel) == (8000, 8000)
