"""Mokey Mokey King: when it leaves the field face-up, its controller may Special Summon as many
Mokey Mokey from their GY as they can.

Sources: the card's text in our words (the 2005 RDS print, "when this face-up card is removed
from the field, you can Special Summon as many Mokey Mokey as possible from your Graveyard",
does what today's does: no ERAS entry); the OCG text of 《キング・もけもけ》 (as quoted on yugioh-wiki.net 【もけもけ】: "when it leaves
the field ... can Special Summon": an optional "when" trigger): it misses its timing when leaving was not the last thing that happened, as a Tribute
for a Tribute Summon: edisonformat.com "Missing the Timing", a "when ... you can" effect of a
monster used as a Tribute for a Tribute Summon misses the timing; "as many as possible": all the Mokey Mokey its free zones allow); seed 000
§誘發效果 (a trigger of a card that went back to a hidden place, the Extra Deck, cannot be
activated; a trigger of a card destroyed in the Damage Step can).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

KING = "Mokey Mokey King"
MOKEY = "Mokey Mokey"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _positions(s):
    while s.duel.request.kind == "option":
        s.pick("option", "Defense Position")


def test_mokey_mokey_king_destroyed_by_dark_hole_brings_back_three_mokey_mokey():
    """Q: my opponent's Dark Hole destroys my Mokey Mokey King; my GY holds 3 Mokey Mokey: A: I
    may summon them: all 3 come back (my field is empty after Dark Hole)."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, KING, summon_kind="fusion")
    table.grave(0, MOKEY, MOKEY, MOKEY)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _positions(s)
    _resolve(s)
    assert field_monsters(duel, 0) == [MOKEY] * 3
    assert grave(duel, 0) == [KING]


def test_mokey_mokey_king_summons_as_many_as_the_free_zones_allow():
    """Q: my Mokey Mokey King is destroyed by battle with 3 other monsters of mine on the field
    and 3 Mokey Mokey in my GY: A: 2 zones are free (its own and one more): exactly 2 come back,
    in the Damage Step."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    king = table.monster(0, KING, summon_kind="fusion")
    for _ in range(3):
        table.monster(0, "Battle Ox")
    table.grave(0, MOKEY, MOKEY, MOKEY)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=king)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    s.expect(request="select", player=0)
    s.pick("select", MOKEY, first=True)
    s.pick("select", MOKEY, first=True)
    _positions(s)
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == sorted(["Battle Ox"] * 3 + [MOKEY] * 2)
    assert sorted(grave(duel, 0)) == sorted([KING, MOKEY])


def test_mokey_mokey_king_bounced_to_the_extra_deck_summons_nothing():
    """Q: my opponent's Hane-Hane returns my Mokey Mokey King to my Extra Deck: A: it went to a
    hidden place: its effect cannot be activated; the Mokey Mokey stay in my GY."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, KING, summon_kind="fusion")
    table.grave(0, MOKEY, MOKEY, MOKEY)
    hane = table.monster(1, "Hane-Hane", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hane)
    s.pick("target", KING, player=1)
    _resolve(s)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert [c.name for c in duel.players[0].extra] == [KING]
    assert grave(duel, 0) == [MOKEY] * 3 and field_monsters(duel, 0) == []


def test_mokey_mokey_king_tributed_for_a_tribute_summon_misses_the_timing():
    """Q: I Tribute my Mokey Mokey King to Tribute Summon Summoned Skull: A: the summon happened
    after it left: its "when ... you can" effect misses the timing; the Mokey Mokey stay."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, KING, summon_kind="fusion")
    table.grave(0, MOKEY, MOKEY)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", KING, request="tribute")
    _resolve(s)
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == sorted([KING, MOKEY, MOKEY])
