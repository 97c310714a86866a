"""Last Will under the GOAT preset: goatformat.com's Ruling Notice on Last Will (the Judge
Corps, for Goat Format; the pre-errata effect: once a monster has gone from its player's side of
the field to their Graveyard this turn, that player may, once that turn, Special Summon from the
Deck 1 monster with 1500 or less ATK): the "state" Last Will leaves must be used, if at all, the first time a
monster is sent from its owner's side of the field to the Graveyard; if its player chooses not
to use it then, the state expires.

Source: goatformat.com/rulingnotices/ruling-notice-last-will ("we hold that Last Will's 'state'
must be used by its owner, if at all, the first time a monster is sent from the owner's side of
the field to the Graveyard ... If they choose not to do so, the 'state' will expire").
(h40c's request R1 noted the notice's other half, the state's use starting a chain.)"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _run(s, duel, answer):
    asked = 0
    while duel.request.kind != "idle":
        if duel.request.kind == "yes_no":
            asked += 1
            s.pick(answer)
        elif s.has("pass"):
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    return asked


def test_last_will_declined_at_the_first_monster_sent_is_not_offered_again():
    """Q: I activate Last Will with no monster of mine sent to the GY yet. I then Tribute
    Exiled Force for its effect and decline Last Will's summon. Later I Normal Summon Celtic
    Guardian and my Dark Hole destroys it: may I use Last Will now? A: no: its state was to be
    used the first time (Exiled Force); declined then, it expired."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Last Will", "Dark Hole", "Celtic Guardian")
    table.monster(0, "Exiled Force")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Blue-Eyes White Dragon", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    assert _run(s, duel, "no") == 0                 # no monster of mine sent yet: no summon
    s.pick("activate", "Exiled Force")
    assert _run(s, duel, "no") == 1                 # the first time: offered, declined
    assert grave(duel, 0) == ["Last Will", "Exiled Force"]
    s.pick("summon", "Celtic Guardian")
    _run(s, duel, "no")
    s.pick("activate", "Dark Hole")
    assert _run(s, duel, "yes") == 0                # expired: no second offer
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Dark Hole", "Exiled Force", "Last Will"]
