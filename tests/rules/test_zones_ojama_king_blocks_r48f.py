"""The Main Monster Zones Ojama King names cannot be used by its controller's opponent, however
a monster would come there: a monster whose control the opponent takes goes to one of their
zones Ojama King leaves free (Ojama King's text; seed 000 §怪獸區域: a monster under a player's
control stands in one of their free, usable Main Monster Zones).
Round 48f: zones.py `free_mzones` left the blocked zones in (its `in` turned to `not in`)."""

from duelist.testing.scenario import Script, Table


def _pass(duel):
    while duel.request.kind in ("chain", "yes_no") and any(o.kind in ("pass", "no") for o in duel.request.options):
        duel.answer(next(o for o in duel.request.options if o.kind in ("pass", "no")))


def test_a_monster_taken_by_change_of_heart_goes_to_a_zone_ojama_king_leaves_free():
    """Player 1's Ojama King blocks player 0's zones 0-2 (player 1's choice as it turns
    face-up); player 0, with no monster, takes Battle Ox by Change of Heart: it stands in zone
    3 or 4, never in a blocked zone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Ojama King")
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    while duel.request is not None and duel.request.kind == "zone":
        duel.answer(duel.request.options[0])      # (zones 0, 1, 2, one by one)
    s = Script(duel)
    s.pick("activate", "Change of Heart", request="idle")
    s.pick("target", ox, request="target")
    _pass(duel)
    taken = ox.card(duel)
    assert taken.controller == 0
    assert taken.seq in (3, 4)
    assert [i for i, c in enumerate(duel.players[0].mzone) if c is not None] == [taken.seq]
